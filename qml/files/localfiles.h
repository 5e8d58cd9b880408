#pragma once

#include <QObject>
#include <QString>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

// The files the window's dialogs choose, as paths on this computer. Qt
// 6.4's own file dialog (the one Qt Quick uses without a desktop's portal)
// hands a name typed in its field back as a URL without a scheme
// ("/home/me/mychart.csv"), which QUrl::toLocalFile() turns into "": every
// reader and writer goes through path(), and SaveFileDialog gives QML a
// proper file URL with the format's suffix.
//
// The window's file dialogs open where the user last opened or saved a file,
// whichever dialog it was (`lastFolder`, the home folder at first): a maze
// saved into a class's folder is opened again from there, and its script too.
class LocalFiles : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QUrl lastFolder READ lastFolder NOTIFY lastFolderChanged)

public:
    using QObject::QObject;

    QUrl lastFolder() const;
    // A dialog opened or saved `file`: its folder is where the next one opens.
    Q_INVOKABLE void remember(const QUrl &file);

    // The local path of a file: URL or of a scheme-less absolute one (a path
    // typed whole in Qt 6.4's dialog included); "" for anything else.
    static QString path(const QUrl &file);

    Q_INVOKABLE QString pathOf(const QUrl &file) const { return path(file); }
    // The file chosen, as a file: URL, with ".suffix" added when its name has no suffix.
    Q_INVOKABLE QUrl savedFile(const QUrl &chosen, const QString &suffix) const;
    // `name` in `folder`, or in the home folder when `folder` is not one.
    Q_INVOKABLE QUrl fileIn(const QUrl &folder, const QString &name) const;
    // The folder a file is in.
    Q_INVOKABLE QUrl folderOf(const QUrl &file) const;

signals:
    void lastFolderChanged();

private:
    QString m_lastFolder;
};
