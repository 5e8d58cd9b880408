// The window without a mouse: with key events alone the size changes, a pane
// is chosen and stepped (forward, back, over, out) and leaves stepping, a
// study runs and the shortcuts sheet opens; Space and Return press the
// focused button and make no new mazes then, Space makes them when no
// control has the focus. And a whole task with keys alone: compare the seed
// with its baselines, study them, sort the differences, export everything.

#include "comparison.h"
#include "itemchecks.h"
#include "labcatalog.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "panelistmodel.h"
#include "panemodel.h"

#include <QFileInfo>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(MazeStudyPlugin)

using itemchecks::findItem;

class TestKeyboard : public QObject {
    Q_OBJECT

private:
    QQuickItem *item(const QString &name) const
    {
        QQuickItem *found = findItem(m_window->contentItem(), name);
        if (!found) {
            for (const char *bar : {"header", "footer"}) {
                if (auto *barItem = m_window->property(bar).value<QQuickItem *>(); barItem && !found)
                    found = findItem(barItem, name);
            }
        }
        return found;
    }
    // A popup (dialog, menu) by its objectName: not an item, a QObject child of the tree.
    QObject *popup(const QString &name) const { return m_window->findChild<QObject *>(name); }
    QObject *stepper(int pane) const
    {
        return item(QStringLiteral("pane%1").arg(pane))->property("stepper").value<QObject *>();
    }
    bool settled(int pane) const
    {
        return stepper(pane)->property("active").toBool() && !stepper(pane)->property("busy").toBool();
    }
    // The item of that name has the focus; a header the table makes anew may be missing a moment.
    bool focused(const QString &name) const
    {
        QQuickItem *found = item(name);
        return found && found->hasActiveFocus();
    }
    qint64 position(int pane) const { return stepper(pane)->property("position").toLongLong(); }
    void key(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(m_window, Qt::Key(key), modifiers);
    }
    // Digits typed one by one (QTest::keyClicks takes widgets only).
    void type(const char *digits)
    {
        for (const char *c = digits; *c; ++c)
            QTest::keyClick(m_window, *c);
    }

    QQuickWindow *m_window = nullptr;

    // The window in English at 1280 x 800, active, its 21 x 21 mazes finished.
    void openFinishedWindow(LanguageSwitcher &languages, Comparison &comparison, QQmlApplicationEngine &engine)
    {
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        QVERIFY(comparison.setSize(21, 21));
        comparison.setSpeed(0);
        m_window = loadMainWindow(engine, &comparison, &languages);
        QVERIFY(m_window);
        m_window->resize(1280, 800);
        m_window->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        comparison.runAll();
        QVERIFY(QTest::qWaitFor([&] { return comparison.allFinished(); }, 20000));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        registerLabGenerator();
    }

    void keysAlone()
    {
        LanguageSwitcher languages;
        Comparison comparison;
        QQmlApplicationEngine engine;
        openFinishedWindow(languages, comparison, engine);
        if (QTest::currentTestFailed())
            return;

        // The size: Esc, rows, Tab, columns, Return.
        key(Qt::Key_Escape);
        QQuickItem *rows = item(QStringLiteral("rowsField"));
        QVERIFY(QTest::qWaitFor([&] { return rows && rows->hasActiveFocus(); }));
        type("25");
        key(Qt::Key_Tab);
        QVERIFY(item(QStringLiteral("colsField"))->hasActiveFocus());
        QTest::keyClick(m_window, Qt::Key_A, Qt::ControlModifier);
        type("31");
        key(Qt::Key_Return);
        QCOMPARE(comparison.rows(), 25);
        QCOMPARE(comparison.cols(), 31);
        QVERIFY(QTest::qWaitFor([&] { return !rows->isVisible(); }));
        QVERIFY(QTest::qWaitFor([&] { return comparison.allFinished(); }, 20000));

        // Alt+2: the second pane is the current one; F11 steps it from the first move.
        key(Qt::Key_2, Qt::AltModifier);
        QVERIFY(item(QStringLiteral("pane1"))->property("current").toBool());
        QVERIFY(!item(QStringLiteral("pane0"))->property("current").toBool());
        key(Qt::Key_F11);
        QVERIFY(QTest::qWaitFor([&] { return settled(1) && position(1) == 1; }));
        key(Qt::Key_F11);
        QVERIFY(QTest::qWaitFor([&] { return settled(1) && position(1) == 2; }));
        key(Qt::Key_F11, Qt::ShiftModifier);
        QVERIFY(QTest::qWaitFor([&] { return settled(1) && position(1) == 1; }));
        key(Qt::Key_F10);
        QVERIFY(QTest::qWaitFor([&] { return settled(1) && position(1) > 2; }));
        const qint64 over = position(1);
        key(Qt::Key_F12);
        QVERIFY(QTest::qWaitFor([&] { return settled(1) && position(1) > over; }));
        // Only that pane steps.
        for (int pane : {0, 2, 3})
            QVERIFY(!stepper(pane)->property("active").toBool());
        // Ctrl+1: the current pane's Generate; the maze it had finished is finished again.
        key(Qt::Key_1, Qt::ControlModifier);
        QVERIFY(!stepper(1)->property("active").toBool());
        QVERIFY(QTest::qWaitFor([&] { return comparison.panes()->at(1)->finished(); }));

        // Ctrl+R: a study of the panes, whose charts open.
        QObject *study = m_window->property("footer").value<QObject *>()->property("study").value<QObject *>();
        key(Qt::Key_R, Qt::ControlModifier);
        QVERIFY(study->property("running").toBool());
        QVERIFY(QTest::qWaitFor([&] { return !study->property("running").toBool(); }, 60000));
        QVERIFY(m_window->property("footer").value<QObject *>()->property("open").toBool());

        // F1: the shortcuts sheet; Esc closes it.
        QObject *sheet = popup(QStringLiteral("shortcutsDialog"));
        QVERIFY(sheet);
        key(Qt::Key_F1);
        QVERIFY(QTest::qWaitFor([&] { return sheet->property("opened").toBool(); }));
        key(Qt::Key_Escape);
        QVERIFY(QTest::qWaitFor([&] { return !sheet->property("visible").toBool(); }));

        // Return on the focused menu button opens the menu, which has the sheet too.
        QQuickItem *menuButton = item(QStringLiteral("mainMenuButton"));
        menuButton->forceActiveFocus(Qt::TabFocusReason);
        key(Qt::Key_Return);
        QObject *menu = popup(QStringLiteral("mainMenu"));
        QVERIFY(QTest::qWaitFor([&] { return menu->property("opened").toBool(); }));
        key(Qt::Key_Escape);
        QVERIFY(QTest::qWaitFor([&] { return !menu->property("visible").toBool(); }));

        // Space on the focused Export button opens its menu and keeps every maze.
        const qint64 seed = comparison.seed();
        QQuickItem *exportButton = item(QStringLiteral("exportButton"));
        exportButton->forceActiveFocus(Qt::TabFocusReason);
        key(Qt::Key_Space);
        QObject *exportMenu = popup(QStringLiteral("exportMenu"));
        QVERIFY(QTest::qWaitFor([&] { return exportMenu->property("opened").toBool(); }));
        QCOMPARE(comparison.seed(), seed);
        QVERIFY(comparison.allFinished());
        key(Qt::Key_Escape);
        QVERIFY(QTest::qWaitFor([&] { return !exportMenu->property("visible").toBool(); }));
        // Return presses it too.
        exportButton->forceActiveFocus(Qt::TabFocusReason);
        key(Qt::Key_Return);
        QVERIFY(QTest::qWaitFor([&] { return exportMenu->property("opened").toBool(); }));
        QCOMPARE(comparison.seed(), seed);
        key(Qt::Key_Escape);
        QVERIFY(QTest::qWaitFor([&] { return !exportMenu->property("visible").toBool(); }));

        // With no control focused, Space is the new maze again (and F5 always).
        exportButton->setFocus(false);
        QVERIFY(!exportButton->hasActiveFocus());
        key(Qt::Key_Space);
        QVERIFY(comparison.seed() != seed);
        const qint64 second = comparison.seed();
        exportButton->forceActiveFocus(Qt::TabFocusReason);
        key(Qt::Key_F5);
        QVERIFY(comparison.seed() != second);
        m_window = nullptr;
    }

    // Compare (Ctrl+N, the Add pane menu: seed vs baselines), study (Ctrl+R),
    // sort (the Differences' headers, reached with Tab), export (Ctrl+E,
    // Export all, Return in its dialog and in the folder's): no mouse event.
    void wholeTask()
    {
        LanguageSwitcher languages;
        Comparison comparison;
        QQmlApplicationEngine engine;
        openFinishedWindow(languages, comparison, engine);
        if (QTest::currentTestFailed())
            return;

        // Ctrl+N asks which generator: the menu opens, its first item focused; nothing is added yet.
        QObject *addMenu = popup(QStringLiteral("addMenu"));
        QVERIFY(addMenu);
        key(Qt::Key_N, Qt::ControlModifier);
        QVERIFY(QTest::qWaitFor([&] { return addMenu->property("opened").toBool(); }));
        QCOMPARE(comparison.panes()->rowCount(), 4);
        key(Qt::Key_Down);
        key(Qt::Key_Return);
        QVERIFY(QTest::qWaitFor([&] { return !addMenu->property("visible").toBool(); }));
        QStringList ids;
        for (int pane = 0; pane < comparison.panes()->rowCount(); ++pane)
            ids << comparison.panes()->at(pane)->generatorId();
        QCOMPARE(ids, QStringList({"automaton", "binary-tree", "wilson", "backtracker"}));
        QVERIFY(QTest::qWaitFor([&] { return comparison.allFinished(); }, 20000));

        // Ctrl+R: the study, whose charts open.
        auto *footer = m_window->property("footer").value<QObject *>();
        auto *study = footer->property("study").value<QObject *>();
        study->setProperty("runs", 30);
        key(Qt::Key_R, Qt::ControlModifier);
        QVERIFY(study->property("running").toBool());
        QVERIFY(QTest::qWaitFor([&] { return !study->property("running").toBool(); }, 60000));
        QVERIFY(footer->property("open").toBool());

        // The chart tabs: a ring on the focused one; Right to the Differences, the last.
        item(QStringLiteral("chartTab0"))->forceActiveFocus(Qt::TabFocusReason);
        QVERIFY(item(QStringLiteral("chartTabFocus0"))->isVisible());
        const int differencesTab = footer->property("differencesTab").toInt();
        for (int tab = 0; tab < differencesTab; ++tab)
            key(Qt::Key_Right);
        QVERIFY(footer->property("showsDifferences").toBool());
        QVERIFY(item(QStringLiteral("chartTabFocus%1").arg(differencesTab))->isVisible());
        // The table, once shown, may still make its headers anew (a header focused then would lose the focus).
        QVERIFY(QTest::qWaitFor([&] { return item(QStringLiteral("comparisonHeader3")) != nullptr; }));
        QTest::qWait(100);

        // Tab to the headers; Return sorts by the focused one, Space the other way, and makes no new mazes.
        const qint64 seed = comparison.seed();
        key(Qt::Key_Tab);
        QVERIFY(QTest::qWaitFor([&] { return focused(QStringLiteral("comparisonHeader0")); }));
        QVERIFY(item(QStringLiteral("comparisonHeaderFocus0"))->isVisible());
        key(Qt::Key_Tab);
        QVERIFY(focused(QStringLiteral("comparisonHeader1")));
        auto *table = footer->property("differences").value<QObject *>();
        key(Qt::Key_Return);
        QCOMPARE(table->property("sortColumn").toInt(), 1);
        QCOMPARE(table->property("sortOrder").value<Qt::SortOrder>(), Qt::AscendingOrder);
        QVERIFY(QTest::qWaitFor([&] { return focused(QStringLiteral("comparisonHeader1")); }));
        key(Qt::Key_Space);
        QCOMPARE(table->property("sortOrder").value<Qt::SortOrder>(), Qt::DescendingOrder);
        QCOMPARE(comparison.seed(), seed);

        // Ctrl+E, Down (the chart's own items are off on the Differences), Return: Export all.
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        footer->property("exporter").value<QObject *>()->setProperty("lastFolder", QUrl::fromLocalFile(folder.path()));
        QObject *exportMenu = popup(QStringLiteral("exportMenu"));
        key(Qt::Key_E, Qt::ControlModifier);
        QVERIFY(QTest::qWaitFor([&] { return exportMenu->property("opened").toBool(); }));
        key(Qt::Key_Down);
        key(Qt::Key_Return);
        QObject *dialog = popup(QStringLiteral("chartExportDialog"));
        QVERIFY(QTest::qWaitFor([&] { return dialog->property("opened").toBool(); }));
        // Return accepts it; the folder's dialog offers "charts", and Return there writes every file.
        key(Qt::Key_Return);
        QObject *folderDialog = popup(QStringLiteral("exportFolderDialog"));
        QVERIFY(QTest::qWaitFor([&] { return folderDialog->property("visible").toBool(); }));
        QTest::qWait(200);
        key(Qt::Key_Return);
        const QString written = folder.filePath(QStringLiteral("charts/dead-ends.png"));
        QVERIFY2(QTest::qWaitFor([&] { return QFileInfo(written).size() > 0; }, 20000), qPrintable(written));
        m_window = nullptr;
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
