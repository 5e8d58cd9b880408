#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

// A save dialog takes a name from the keyboard, as every desktop's file
// dialog does: it opens with the keys in its name field, the name offered
// selected, and Return there saves. Qt 6.4's own dialog (the one Qt Quick
// uses without a desktop's portal) leaves the field without the keys, and
// ignores Return in it: only a click on Save accepts what was typed.
class FileDialogKeys : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    // Gives `dialog`'s name field the keys, its text selected, and makes
    // Return there accept a name typed; once the dialog has been opened (Qt
    // builds its insides then). False when the field cannot be found
    // (another Qt, a desktop's own dialog).
    Q_INVOKABLE bool takeKeys(QObject *dialog);

private slots:
    void acceptTypedName();
};
