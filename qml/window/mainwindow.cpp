#include "mainwindow.h"

#include "comparison.h"
#include "languageswitcher.h"

#include <QQmlApplicationEngine>
#include <QQuickWindow>

QQuickWindow *loadMainWindow(QQmlApplicationEngine &engine, Comparison *comparison, LanguageSwitcher *languages)
{
    languages->setEngine(&engine);
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties({{QStringLiteral("comparison"), QVariant::fromValue(comparison)},
        {QStringLiteral("languages"), QVariant::fromValue(languages)}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/MazeStudy/window/Main.qml")));
    if (engine.rootObjects().size() != 1)
        return nullptr;
    return qobject_cast<QQuickWindow *>(engine.rootObjects().first());
}
