// The window says everything in full: at 1280 x 800 and 1920 x 1080, in
// English and German, in the default window, while stepping (the stack
// panel open), with a study's charts open, with its table of differences, in Play and solved, no visible
// text is cut off and no two controls overlap; and in the default window the
// maze takes at least 60% of each pane's height.

#include "comparison.h"
#include "itemchecks.h"
#include "labcatalog.h"
#include "languageswitcher.h"
#include "mainwindow.h"
#include "panelistmodel.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <tuple>
#include <vector>

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

bool isControl(const QQuickItem *item)
{
    for (const char *type : {"QQuickAbstractButton", "QQuickSpinBox", "QQuickSlider", "QQuickComboBox",
             "QQuickTextField", "QQuickProgressBar", "QQuickScrollBar"}) {
        if (item->inherits(type))
            return true;
    }
    return false;
}

struct ShownControl {
    const QQuickItem *item;
    QRectF rect; // in the scene, cut to what its clipping ancestors show
};

// The visible controls (buttons, fields, sliders, bars; not the panes and
// toolbars that hold them), each as much of it as shows; a control's own
// parts (a spin box's field) are the control. Popups stand over the window
// in a layer of their own (the overlay), which is walked apart.
void collectControls(const QQuickItem *item, QRectF shown, std::vector<ShownControl> &found)
{
    if (!item->isVisible() || item->opacity() == 0 || item->inherits("QQuickOverlay"))
        return;
    // The window's header and footer are walked on their own and may also be in the content's tree.
    for (const ShownControl &control : found) {
        if (control.item == item)
            return;
    }
    const QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    if (item->clip())
        shown = shown.intersected(rect);
    if (isControl(item)) {
        const QRectF part = rect.intersected(shown);
        if (!part.isEmpty())
            found.push_back({item, part});
        return;
    }
    for (const QQuickItem *child : item->childItems())
        collectControls(child, shown, found);
}

QString describe(const ShownControl &control)
{
    const QString text = control.item->property("text").toString();
    return QStringLiteral("%1 \"%2\" at %3,%4 %5x%6")
        .arg(QString::fromLatin1(control.item->metaObject()->className()),
            text.isEmpty() ? control.item->objectName() : text)
        .arg(control.rect.x())
        .arg(control.rect.y())
        .arg(control.rect.width())
        .arg(control.rect.height());
}

// Pairs of controls that share more than a hairline of the window. A view's
// two scroll bars meet in its corner, as Qt draws them.
QStringList overlaps(const std::vector<ShownControl> &controls)
{
    QStringList found;
    for (size_t i = 0; i < controls.size(); ++i) {
        for (size_t j = i + 1; j < controls.size(); ++j) {
            if (controls[i].item->inherits("QQuickScrollBar") && controls[j].item->inherits("QQuickScrollBar")
                && controls[i].item->parentItem() == controls[j].item->parentItem())
                continue;
            const QRectF common = controls[i].rect.intersected(controls[j].rect);
            if (common.width() > 1 && common.height() > 1)
                found << describe(controls[i]) + QStringLiteral(" and ") + describe(controls[j]);
        }
    }
    return found;
}

} // namespace

class TestWindowText : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        registerLabGenerator();
    }

    void nothingIsCutOff_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("scene");
        // Under the sanitizers (scripts/check.sh sets MAZESTUDY_SANITIZED) each
        // scene once, in turn in each language and size: they look for memory
        // errors, which are the same code whatever the words and the room, and
        // a window takes ten seconds a scene there. The plain build looks at all.
        const bool sample = qEnvironmentVariableIsSet("MAZESTUDY_SANITIZED");
        int combination = 0; // of language and size
        for (const char *language : {"en", "de"}) {
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
                int scenes = 0;
                for (const char *scene : {"panes", "stepping", "charts", "differences", "play", "solve", "lab"}) {
                    if (sample && scenes++ % 4 != combination)
                        continue;
                    QTest::addRow("%s %dx%d %s", language, size.width(), size.height(), scene)
                        << QString::fromLatin1(language) << size << QString::fromLatin1(scene);
                }
                ++combination;
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
        // The lab's editor opens for the first pane: a lab pane.
        if (scene == QLatin1String("lab"))
            comparison.setGenerators({QStringLiteral("lab"), QStringLiteral("permutation-dfs")});
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
        // A layout may take a frame or two to follow the scene's last change:
        // what counts is where it settles, so look until it is right or a few
        // seconds have passed, and report what was seen last.
        QStringList truncated;
        QStringList overlapping;
        size_t controlCount = 0;
        size_t popupControlCount = 0;
        std::ignore = QTest::qWaitFor(
            [&] {
                window->grabWindow();
                truncated.clear();
                std::vector<ShownControl> controls;
                const QRectF all(QPointF(0, 0), QSizeF(window->size()));
                collectTruncated(window->contentItem(), truncated);
                collectControls(window->contentItem(), all, controls);
                for (const char *bar : {"header", "footer"}) {
                    if (auto *item = window->property(bar).value<QQuickItem *>()) {
                        collectTruncated(item, truncated);
                        collectControls(item, all, controls);
                    }
                }
                controlCount = controls.size();
                overlapping = overlaps(controls);
                // Each open popup (the lab's editor), its controls among themselves.
                popupControlCount = 0;
                for (QQuickItem *item : window->contentItem()->childItems()) {
                    if (!item->inherits("QQuickOverlay"))
                        continue;
                    for (QQuickItem *popup : item->childItems()) {
                        std::vector<ShownControl> popupControls;
                        collectTruncated(popup, truncated);
                        collectControls(popup, all, popupControls);
                        overlapping << overlaps(popupControls);
                        popupControlCount += popupControls.size();
                    }
                }
                return truncated.isEmpty() && overlapping.isEmpty();
            },
            5000);
        QVERIFY2(truncated.isEmpty(), qPrintable(truncated.join(QStringLiteral("; "))));
        // The walk sees the window's controls: toolbar, panes, footer.
        QVERIFY2(controlCount > 20, qPrintable(QString::number(controlCount)));
        // The lab's editor is walked as a layer of its own: its buttons and scroll bars.
        if (scene == QLatin1String("lab"))
            QVERIFY2(popupControlCount >= 5, qPrintable(QString::number(popupControlCount)));
        QVERIFY2(overlapping.isEmpty(), qPrintable(overlapping.join(QStringLiteral("; "))));
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
