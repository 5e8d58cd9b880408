#pragma once

// Helpers for tests that walk a loaded window's items.

#include <QQuickItem>
#include <QString>

namespace itemchecks {

// The first item of the tree named `name`. Items a Repeater makes are not
// QObject children of the window, so QObject::findChild misses them.
inline QQuickItem *findItem(QQuickItem *item, const QString &name)
{
    if (item->objectName() == name)
        return item;
    for (QQuickItem *child : item->childItems()) {
        if (QQuickItem *found = findItem(child, name))
            return found;
    }
    return nullptr;
}

} // namespace itemchecks
