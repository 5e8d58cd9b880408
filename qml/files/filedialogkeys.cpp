#include "filedialogkeys.h"

#include <QCoreApplication>
#include <QVariant>

namespace {
// Qt 6.4's own file dialog words its name field and its filter with qsTr()
// in the context of its FileDialog.qml, and Debian's qt6-translations-l10n
// has no German for them: MazeStudy's translation carries them, marked here
// for lupdate.
[[maybe_unused]] const char *const QtFileDialogTexts[]
    = {QT_TRANSLATE_NOOP("FileDialog", "File name"), QT_TRANSLATE_NOOP("FileDialog", "Filter")};

QObject *dialogHolding(QObject *field)
{
    while (field && !field->inherits("QQuickDialog"))
        field = field->parent();
    return field;
}

// The name field of the dialog Qt shows for `dialog` (its
// QQuickFileDialogImpl), among its window's: the one of the dialog open now,
// as the window keeps those of every file dialog it has opened.
QObject *nameFieldOf(QObject *dialog)
{
    QObject *window = dialog->property("parentWindow").value<QObject *>();
    if (!window)
        return nullptr;
    for (QObject *field : window->findChildren<QObject *>(QStringLiteral("fileNameTextField"))) {
        QObject *shown = dialogHolding(field);
        if (shown && shown->property("visible").toBool())
            return field;
    }
    return nullptr;
}
} // namespace

bool FileDialogKeys::takeKeys(QObject *dialog)
{
    QObject *field = dialog ? nameFieldOf(dialog) : nullptr;
    if (!field)
        return false;
    // Queued: the field finishes its own handling of Return (editingFinished,
    // where Qt's dialog may take the name) before the dialog is accepted.
    connect(field, SIGNAL(accepted()), this, SLOT(acceptTypedName()),
        Qt::ConnectionType(Qt::QueuedConnection | Qt::UniqueConnection));
    QMetaObject::invokeMethod(field, "forceActiveFocus");
    QMetaObject::invokeMethod(field, "selectAll");
    return true;
}

void FileDialogKeys::acceptTypedName()
{
    QObject *field = sender();
    // An empty name would save into the folder itself: Save is disabled then too.
    if (field->property("text").toString().trimmed().isEmpty())
        return;
    QMetaObject::invokeMethod(dialogHolding(field), "accept");
}
