#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

// Return in a save dialog's name field saves, as in every desktop's file
// dialog. Qt 6.4's own dialog (the one Qt Quick uses without a desktop's
// portal) ignores it there: only a click on Save accepts what was typed.
class FileDialogKeys : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    // Makes Return in `dialog`'s name field accept a name typed there, once
    // the dialog has been opened (Qt builds its insides then); false when the
    // field cannot be found (another Qt, a desktop's own dialog).
    Q_INVOKABLE bool acceptOnReturn(QObject *dialog);

private slots:
    void acceptTypedName();
};
