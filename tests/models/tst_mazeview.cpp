// The maze view: pixels to units and back, zoom and pan, the picture it
// renders (tile by tile, with the overlay blended on top), and the mouse.

#include "maskshapes.h"
#include "mazelayer.h"
#include "mazeoverlay.h"
#include "mazetilenode.h"
#include "mazeview.h"

#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <vector>

namespace {
// A layer of rows x cols: walls on even rows, floor elsewhere.
void stripes(MazeLayer &layer, int rows, int cols)
{
    std::vector<uint8_t> states(size_t(rows) * size_t(cols));
    for (int row = 0; row < rows; ++row) {
        for (int col = 0; col < cols; ++col)
            states[size_t(row * cols + col)] = row % 2 == 0 ? MazeLayer::Wall : MazeLayer::Floor;
    }
    layer.reset(rows, cols, states.data());
}

// A striped layer in a view of `size` pixels, in a window that shows it when pixels matter.
struct Scene {
    QQuickWindow window;
    MazeLayer layer;
    MazeView *view;

    Scene(int rows, int cols, QSize size)
        : view(new MazeView(window.contentItem()))
    {
        window.resize(size);
        stripes(layer, rows, cols);
        view->setSize(size);
        view->setMazeLayer(&layer);
    }
    bool show()
    {
        window.show();
        return QTest::qWaitForWindowExposed(&window);
    }
    QColor pixelAt(int row, int col)
    {
        const QImage image = window.grabWindow();
        const QPointF centre = view->unitRect(row, col).center();
        return image.pixelColor(int(centre.x()), int(centre.y()));
    }
};
} // namespace

class TestMazeView : public QObject {
    Q_OBJECT

private slots:
    void fitsWholePixelsAndMapsUnits();
    void zoomKeepsTheUnitUnderTheCursor();
    void panStaysOnTheMaze();
    void tilesCoverRegions();
    void rendersStatesAndUpdatesDirtyTiles();
    void partialUpdatesDrawTheModel();
    void overlayBlendsOverTheMaze();
    void maskOutsideTakesTheOutsideColour();
    void mouseClicksDragsAndWheels();
};

void TestMazeView::fitsWholePixelsAndMapsUnits()
{
    Scene scene(41, 51, QSize(520, 420));
    MazeView &view = *scene.view;
    QVERIFY(view.fitted());
    QCOMPARE(view.zoom(), 10.0);
    // Centred: 510 x 410 of maze in 520 x 420.
    QCOMPARE(view.originX(), 5.0);
    QCOMPARE(view.originY(), 5.0);
    QCOMPARE(view.unitAt(5, 5), QPoint(0, 0));
    QCOMPARE(view.unitAt(514.9, 414.9), QPoint(50, 40));
    QCOMPARE(view.unitAt(4.9, 100), QPoint(-1, -1));
    QCOMPARE(view.unitAt(100, 415), QPoint(-1, -1));
    QCOMPARE(view.unitRect(2, 3), QRectF(35, 25, 10, 10));

    // Too small for a pixel a unit: fractional, still the whole maze.
    view.setSize(QSizeF(100, 100));
    QVERIFY(view.zoom() < 2 && view.zoom() * 51 <= 100.001);
    // A size change on a new layer fits again.
    stripes(scene.layer, 3, 3);
    QCOMPARE(view.zoom(), 33.0);
}

void TestMazeView::zoomKeepsTheUnitUnderTheCursor()
{
    Scene scene(101, 101, QSize(404, 404));
    MazeView &view = *scene.view;
    QCOMPARE(view.zoom(), 4.0);
    QSignalSpy viewport(&view, &MazeView::viewportChanged);
    const QPoint before = view.unitAt(300, 120);
    view.zoomBy(3, 300, 120);
    QCOMPARE(view.zoom(), 12.0);
    QVERIFY(!view.fitted());
    QCOMPARE(view.unitAt(300, 120), before);
    QVERIFY(viewport.count() >= 1);
    view.zoomIn();
    QCOMPARE(view.zoom(), 15.0);
    view.zoomBy(1000, 0, 0);
    QCOMPARE(view.zoom(), MazeView::MaximumZoom);
    view.zoomBy(1e-6, 0, 0);
    QCOMPARE(view.zoom(), 0.5);
    view.fit();
    QVERIFY(view.fitted());
    QCOMPARE(view.zoom(), 4.0);
}

void TestMazeView::panStaysOnTheMaze()
{
    Scene scene(100, 100, QSize(200, 200));
    MazeView &view = *scene.view;
    view.zoomBy(4, 0, 0); // 8 px a unit: 800 x 800 of maze
    QCOMPARE(view.zoom(), 8.0);
    view.panBy(-300, -100);
    QCOMPARE(view.originX(), -300.0);
    QCOMPARE(view.originY(), -100.0);
    view.panBy(-10000, 10000);
    QCOMPARE(view.originX(), 200.0 - 800.0);
    QCOMPARE(view.originY(), 0.0);
    view.centerOn(50, 50);
    QCOMPARE(view.unitAt(100, 100), QPoint(50, 50));
}

void TestMazeView::tilesCoverRegions()
{
    const int size = MazeTileNode::TileSize;
    QCOMPARE(MazeTileNode::tileCountFor(2001, 2001), 64);
    QCOMPARE(MazeTileNode::tileCountFor(41, 51), 1);
    QCOMPARE(MazeTileNode::tilesIn(QRect(0, 0, 1, 1), 2001, 2001), std::vector<int>({0}));
    QCOMPARE(MazeTileNode::tilesIn(QRect(size - 1, size - 1, 2, 2), 2001, 2001), std::vector<int>({0, 1, 8, 9}));
    QCOMPARE(MazeTileNode::tilesIn(QRect(1990, 0, 50, 1), 2001, 2001), std::vector<int>({7}));
    QVERIFY(MazeTileNode::tilesIn(QRect(3000, 3000, 5, 5), 2001, 2001).empty());

    // Within a tile, the blocks a region touches: bit blockRow * BlocksAlong + blockCol.
    const int block = MazeTileNode::BlockSize;
    std::vector<MazeTileNode::Blocks> masks(size_t(MazeTileNode::tileCountFor(2001, 2001)), 0);
    MazeTileNode::markBlocks(masks, QRect(block - 1, 2 * block, 2, 1), 2001, 2001);
    QCOMPARE(masks[0], MazeTileNode::Blocks(0b11) << (2 * MazeTileNode::BlocksAlong));
    // Across the corner of four tiles: one block in each.
    MazeTileNode::markBlocks(masks, QRect(size - 1, size - 1, 2, 2), 2001, 2001);
    const MazeTileNode::Blocks last = MazeTileNode::Blocks(1) << (MazeTileNode::BlocksAlong - 1);
    QCOMPARE(masks[0],
        (MazeTileNode::Blocks(0b11) << (2 * MazeTileNode::BlocksAlong)) | (last << (7 * MazeTileNode::BlocksAlong)));
    QCOMPARE(masks[1], MazeTileNode::Blocks(1) << (7 * MazeTileNode::BlocksAlong));
    QCOMPARE(masks[8], last);
    QCOMPARE(masks[9], MazeTileNode::Blocks(1));
    // The last tile is cut at the grid's edge; a region past it marks nothing more.
    MazeTileNode::markBlocks(masks, QRect(1990, 1990, 500, 500), 2001, 2001);
    const int edge = (1990 - 7 * size) / block; // the block of units 1990 to 2000 in the last tile
    QCOMPARE(masks[63], MazeTileNode::Blocks(1) << (edge * MazeTileNode::BlocksAlong + edge));
    MazeTileNode::markBlocks(masks, QRect(3000, 3000, 5, 5), 2001, 2001);
    QCOMPARE(std::count_if(masks.begin(), masks.end(), [](auto mask) { return mask != 0; }), 5);
}

void TestMazeView::rendersStatesAndUpdatesDirtyTiles()
{
    Scene scene(600, 600, QSize(600, 600)); // 3 x 3 tiles, a pixel a unit
    MazeView *view = scene.view;
    view->setWallColor(Qt::black);
    view->setFloorColor(Qt::white);
    view->setVisitedColor(Qt::red);
    QVERIFY(scene.show());
    QCOMPARE(view->zoom(), 1.0);
    QCOMPARE(scene.pixelAt(0, 0), QColor(Qt::black));
    QCOMPARE(scene.pixelAt(1, 0), QColor(Qt::white));
    QCOMPARE(scene.pixelAt(599, 599), QColor(Qt::white));
    QCOMPARE(scene.pixelAt(598, 300), QColor(Qt::black));

    // One unit in the middle tile changes: the picture follows.
    scene.layer.setState(301, 300, MazeLayer::Visited);
    QCOMPARE(scene.pixelAt(301, 300), QColor(Qt::red));
    QCOMPARE(scene.pixelAt(301, 301), QColor(Qt::white));
    // A region across four tiles.
    std::vector<uint8_t> visited(20 * 20, MazeLayer::Visited);
    scene.layer.apply(QRect(246, 246, 20, 20), visited.data());
    for (const QPoint unit : {QPoint(246, 246), QPoint(265, 246), QPoint(246, 265), QPoint(265, 265)})
        QCOMPARE(scene.pixelAt(unit.y(), unit.x()), QColor(Qt::red));
    QCOMPARE(scene.pixelAt(266, 266), QColor(Qt::black));
    // New colours repaint everything.
    view->setWallColor(Qt::blue);
    QCOMPARE(scene.pixelAt(0, 599), QColor(Qt::blue));
}

// A masked maze's wall units that touch none of its cells are the outside:
// drawn in the outside colour, in the middle of a ring too, while the walls
// along the mask's edge stay walls. Without a mask, or once the layer holds a
// maze of another size, they are walls again.
void TestMazeView::maskOutsideTakesTheOutsideColour()
{
    const auto ring
        = std::make_shared<const mazestudy::Mask>(mazestudy::shapedMask(mazestudy::MaskShape::Ring, 300, 300));
    const int units = 601;
    Scene scene(units, units, QSize(units, units)); // 3 x 3 tiles, a pixel a unit
    std::vector<uint8_t> states(size_t(units) * size_t(units), MazeLayer::Wall);
    for (const uint32_t cell : ring->cells())
        states[size_t(2 * (cell / 300) + 1) * units + 2 * (cell % 300) + 1] = MazeLayer::Floor;
    scene.layer.reset(units, units, states.data());
    scene.layer.setMask(ring);
    QCOMPARE(scene.layer.fittedMask(), ring.get());
    MazeView *view = scene.view;
    view->setWallColor(Qt::black);
    view->setFloorColor(Qt::white);
    view->setOutsideColor(Qt::green);
    QVERIFY(scene.show());
    QCOMPARE(scene.pixelAt(0, 0), QColor(Qt::green)); // a corner
    QCOMPARE(scene.pixelAt(300, 300), QColor(Qt::green)); // the ring's hole
    // The ring's topmost cell on the left edge, the wall left of it, the
    // corner above that wall (which touches it), and the wall above that corner.
    int top = 0;
    while (!ring->contains(top, 0))
        ++top;
    QCOMPARE(scene.pixelAt(2 * top + 1, 1), QColor(Qt::white));
    QCOMPARE(scene.pixelAt(2 * top + 1, 0), QColor(Qt::black));
    QCOMPARE(scene.pixelAt(2 * top, 0), QColor(Qt::black));
    QCOMPARE(scene.pixelAt(2 * top - 1, 0), QColor(Qt::green));
    // Floor carved outside (an edit) is floor.
    scene.layer.setState(0, 0, MazeLayer::Floor);
    QCOMPARE(scene.pixelAt(0, 0), QColor(Qt::white));
    scene.layer.setMask(nullptr);
    QCOMPARE(scene.pixelAt(300, 300), QColor(Qt::black));
    scene.layer.setMask(ring);
    QCOMPARE(scene.pixelAt(300, 300), QColor(Qt::green));
    stripes(scene.layer, units - 2, units);
    QCOMPARE(scene.layer.fittedMask(), nullptr);
    QCOMPARE(scene.pixelAt(300, 300), QColor(Qt::black));
}

// After each partial update (units, regions across tiles and blocks, a
// region rewritten with what it held), every pixel is its unit's colour:
// the tiles redraw only their changed blocks, never a stale or foreign one.
void TestMazeView::partialUpdatesDrawTheModel()
{
    const int rows = 600;
    const int cols = 560;
    Scene scene(rows, cols, QSize(cols, rows)); // 3 x 3 tiles, a pixel a unit
    MazeView *view = scene.view;
    QColor colors[] = {
        Qt::black, Qt::white, Qt::red, Qt::green, Qt::blue, Qt::cyan, Qt::magenta, Qt::yellow, Qt::gray, Qt::darkRed};
    for (int state = 0; state < MazeLayer::StateCount; ++state)
        view->setColor(MazeLayer::State(state), colors[state]);
    QVERIFY(scene.show());
    QCOMPARE(view->zoom(), 1.0);
    const auto drawsTheModel = [&]() {
        const QImage image = scene.window.grabWindow();
        for (int row = 0; row < rows; ++row) {
            for (int col = 0; col < cols; ++col) {
                const QRgb expected = colors[scene.layer.stateAt(row, col)].rgb();
                if (image.pixel(col, row) != expected) {
                    qWarning("unit (%d, %d) drawn %08x, expected %08x", row, col, image.pixel(col, row), expected);
                    return false;
                }
            }
        }
        return true;
    };
    QVERIFY(drawsTheModel());

    uint32_t seed = 7;
    const auto next = [&seed](int bound) {
        seed = seed * 1664525u + 1013904223u;
        return int((seed >> 8) % uint32_t(bound));
    };
    for (int round = 0; round < 6; ++round) {
        // A few single units, as a game or an edit writes them.
        for (int i = 0; i < 20; ++i)
            scene.layer.setState(next(rows), next(cols), next(MazeLayer::StateCount));
        // Regions of every shape, some across the tiles' and blocks' edges.
        for (int i = 0; i < 4; ++i) {
            const QRect region(next(cols - 1), next(rows - 1), 1 + next(90), 1 + next(90));
            const QRect inside = region & QRect(0, 0, cols, rows);
            std::vector<uint8_t> states(size_t(inside.width()) * size_t(inside.height()));
            for (uint8_t &state : states)
                state = uint8_t(next(MazeLayer::StateCount));
            scene.layer.apply(inside, states.data());
        }
        // A region rewritten with the states it already held.
        const QRect same(250, 250, 20, 20);
        std::vector<uint8_t> held;
        for (int row = same.top(); row <= same.bottom(); ++row) {
            for (int col = same.left(); col <= same.right(); ++col)
                held.push_back(uint8_t(scene.layer.stateAt(row, col)));
        }
        scene.layer.apply(same, held.data());
        QVERIFY2(drawsTheModel(), qPrintable(QStringLiteral("round %1").arg(round)));
    }
    // A new colour redraws every tile, changed blocks or not.
    colors[MazeLayer::Floor] = Qt::darkGreen;
    view->setFloorColor(colors[MazeLayer::Floor]);
    QVERIFY(drawsTheModel());
}

void TestMazeView::overlayBlendsOverTheMaze()
{
    Scene scene(21, 21, QSize(210, 210));
    MazeOverlay overlay;
    overlay.resize(21, 21);
    scene.view->setOverlay(&overlay);
    scene.view->setFloorColor(Qt::white);
    QVERIFY(scene.show());
    QCOMPARE(scene.pixelAt(1, 1), QColor(Qt::white));
    overlay.setUnit(1, 1, QColor(255, 0, 0, 128));
    const QColor blended = scene.pixelAt(1, 1);
    QVERIFY2(qAbs(blended.red() - 255) <= 2 && qAbs(blended.green() - 127) <= 3, qPrintable(blended.name()));
    overlay.fillUnits(3, 3, 2, 2, Qt::green);
    QCOMPARE(scene.pixelAt(4, 4), QColor(Qt::green));
    QCOMPARE(scene.pixelAt(3, 3), QColor(Qt::green));
    overlay.clear();
    QCOMPARE(scene.pixelAt(3, 3), QColor(Qt::white));
}

void TestMazeView::mouseClicksDragsAndWheels()
{
    Scene scene(20, 20, QSize(200, 200));
    MazeView *view = scene.view;
    QQuickWindow &window = scene.window;
    QVERIFY(scene.show());
    QCOMPARE(view->zoom(), 10.0);

    QSignalSpy clicked(view, &MazeView::unitClicked);
    QTest::mouseClick(&window, Qt::LeftButton, Qt::ShiftModifier, QPoint(35, 72));
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.first().at(0).toInt(), 7);
    QCOMPARE(clicked.first().at(1).toInt(), 3);
    QCOMPARE(clicked.first().at(2).toInt(), int(Qt::LeftButton));
    QCOMPARE(clicked.first().at(3).toInt(), int(Qt::ShiftModifier));

    // The wheel zooms at the cursor.
    const QPoint at(155, 55);
    const QPoint unit = view->unitAt(at.x(), at.y());
    QWheelEvent wheel(
        at, window.mapToGlobal(at), QPoint(), QPoint(0, 240), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(&window, &wheel);
    QVERIFY(view->zoom() > 10.0);
    QCOMPARE(view->unitAt(at.x(), at.y()), unit);

    // A drag pans and is not a click.
    const qreal originX = view->originX();
    QTest::mousePress(&window, Qt::LeftButton, Qt::NoModifier, QPoint(100, 100));
    for (int x = 100; x <= 160; x += 10)
        QTest::mouseMove(&window, QPoint(x, 100));
    QTest::mouseRelease(&window, Qt::LeftButton, Qt::NoModifier, QPoint(160, 100));
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(view->originX(), std::min(0.0, originX + 60));
}

QTEST_MAIN(TestMazeView)
#include "tst_mazeview.moc"
