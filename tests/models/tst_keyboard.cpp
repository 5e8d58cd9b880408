// The window without a mouse: with key events alone the size changes, a pane
// is chosen and stepped (forward, back, over, out) and leaves stepping, a
// study runs and the shortcuts sheet opens; Space and Return press the
// focused button and make no new mazes then, Space makes them when no
// control has the focus.

#include "comparison.h"
#include "itemchecks.h"
#include "labcatalog.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "panelistmodel.h"
#include "panemodel.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
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

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        registerLabGenerator();
    }

    void keysAlone()
    {
        LanguageSwitcher languages;
        QVERIFY(languages.setLanguage(QStringLiteral("en")));
        Comparison comparison;
        QVERIFY(comparison.setSize(21, 21));
        comparison.setSpeed(0);
        QQmlApplicationEngine engine;
        m_window = loadMainWindow(engine, &comparison, &languages);
        QVERIFY(m_window);
        m_window->resize(1280, 800);
        m_window->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        comparison.runAll();
        QVERIFY(QTest::qWaitFor([&] { return comparison.allFinished(); }, 20000));

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
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
