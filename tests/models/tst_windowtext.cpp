// The window says everything in full: at 1280 x 800 and 1920 x 1080, in
// English and German, in the default window, while stepping (the stack
// panel open), with a study's charts open, in Play and solved, no visible
// text is cut off; and in the default window the maze takes at least 60% of
// each pane's height.

#include "comparison.h"
#include "itemchecks.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "panelistmodel.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(MazeStudyPlugin)

namespace {

// Where a visible text item is cut: "Label "Mean corri…" in PaneView" and so on.
void collectTruncated(QQuickItem *item, QStringList &found)
{
    if (!item->isVisible() || item->opacity() == 0)
        return;
    if (item->property("truncated").toBool())
        found << QStringLiteral("%1 \"%2\" (%3 px wide)")
                     .arg(QString::fromLatin1(item->metaObject()->className()), item->property("text").toString())
                     .arg(item->width());
    for (QQuickItem *child : item->childItems())
        collectTruncated(child, found);
}

} // namespace

class TestWindowText : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void nothingIsCutOff_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("scene");
        for (const char *language : {"en", "de"}) {
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
                for (const char *scene : {"panes", "stepping", "charts", "play", "solve"}) {
                    QTest::addRow("%s %dx%d %s", language, size.width(), size.height(), scene)
                        << QString::fromLatin1(language) << size << QString::fromLatin1(scene);
                }
            }
        }
    }

    void nothingIsCutOff()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(QString, scene);
        LanguageSwitcher languages;
        QVERIFY(languages.setLanguage(language));
        Comparison comparison;
        QVERIFY(comparison.setSize(21, 21));
        comparison.setSpeed(0);
        QQmlApplicationEngine engine;
        QQuickWindow *window = loadMainWindow(engine, &comparison, &languages);
        QVERIFY(window);
        window->resize(size);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        comparison.runAll();
        QVERIFY(QTest::qWaitFor([&] { return comparison.allFinished(); }, 60000));
        QMetaObject::invokeMethod(window, "showScene", Q_ARG(QVariant, scene));
        QVERIFY(QTest::qWaitFor([&] { return window->property("sceneReady").toBool(); }, 120000));
        // Let the layouts settle on the last answers.
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QTest::qWait(0);
        window->grabWindow();
        QStringList truncated;
        collectTruncated(window->contentItem(), truncated);
        if (auto *header = window->property("header").value<QQuickItem *>())
            collectTruncated(header, truncated);
        if (auto *footer = window->property("footer").value<QQuickItem *>())
            collectTruncated(footer, truncated);
        QVERIFY2(truncated.isEmpty(), qPrintable(truncated.join(QStringLiteral("; "))));
        if (scene == QLatin1String("panes")) {
            // The maze is what a pane is for: at least 60% of its height.
            for (int i = 0; i < comparison.panes()->rowCount(); ++i) {
                QQuickItem *pane = itemchecks::findItem(window->contentItem(), QStringLiteral("pane%1").arg(i));
                QQuickItem *maze = pane ? itemchecks::findItem(pane, QStringLiteral("mazeView")) : nullptr;
                QVERIFY(pane && maze);
                QVERIFY2(maze->height() >= 0.6 * pane->height(),
                    qPrintable(
                        QStringLiteral("pane %1: maze %2 of %3 px").arg(i).arg(maze->height()).arg(pane->height())));
            }
        }
    }
};

QTEST_MAIN(TestWindowText)
#include "tst_windowtext.moc"
