#pragma once

#include <QAbstractListModel>
#include <QObject>

#include <functional>

// Calls back whenever the application's translators change: installing or
// removing one sends QEvent::LanguageChange to the application object, which
// this watches. A model owns one to re-announce the texts it builds in C++
// (QML's own qsTr bindings follow QQmlEngine::retranslate()).
class LanguageChangeWatcher : public QObject {
public:
    explicit LanguageChangeWatcher(std::function<void()> changed, QObject *parent = nullptr);
    // Every row of a list model whose texts are built in data() changes with
    // the language; the watcher is the model's child.
    static void refreshRows(QAbstractListModel *model, std::function<void()> alsoChanged = {});

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    std::function<void()> m_changed;
};
