#pragma once

#include <QAbstractListModel>
#include <QObject>

#include <functional>

// Calls back whenever the application's translators change: installing or
// removing one sends QEvent::LanguageChange to the application object. A
// model owns one to re-announce the texts it builds in C++ (QML's own qsTr
// bindings follow QQmlEngine::retranslate()). However many watchers there
// are, one event filter on the application looks for the change, so the
// rest of the application's events pass one cheap test, not one a watcher.
class LanguageChangeWatcher : public QObject {
public:
    explicit LanguageChangeWatcher(std::function<void()> changed, QObject *parent = nullptr);
    // Every row of a list model whose texts are built in data() changes with
    // the language; the watcher is the model's child.
    static void refreshRows(QAbstractListModel *model, std::function<void()> alsoChanged = {});
};
