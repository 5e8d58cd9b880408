// The 3D world's game on a pane's maze (WorldGame) and its instance tables
// (BlockInstancing): held keys walk and turn frame by frame and stop at
// walls, N and Return build on the aimed unit up to the maximum height, M
// destroys, Ctrl+Z undoes through the pane's one history, a built block
// rewrites one table entry, a new maze respawns the player at its start,
// and the blocks' window follows the player and the light.

#include "../support/specof.h"
#include "blockinstancing.h"
#include "finishedpane.h"
#include "gamesession.h"
#include "mazefile.h"
#include "panemodel.h"
#include "walker.h"
#include "worldgame.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

using namespace mazestudy;

namespace {
constexpr int Patience = 60000;
constexpr double FrameSeconds = 0.05;

Point playerUnit(const WorldGame &world)
{
    return {int(std::floor(world.playerZ())), int(std::floor(world.playerX()))};
}

// Whether the player's body (a square of half-side Walker::Radius) lies on floor only.
bool bodyOnFloor(const WorldGame &world, const Grid &grid)
{
    const double r = Walker::Radius;
    for (const double dx : {-r, r}) {
        for (const double dz : {-r, r}) {
            if (!grid.isFloor(int(std::floor(world.playerZ() + dz)), int(std::floor(world.playerX() + dx))))
                return false;
        }
    }
    return true;
}

// Holds W until the player stands still, checking every frame's position.
bool walkUntilStopped(WorldGame &world, const Grid &grid)
{
    world.press(Qt::Key_W, false);
    double lastX = world.playerX();
    double lastZ = world.playerZ();
    int stillFrames = 0;
    for (int frame = 0; frame < 2000 && stillFrames < 5; ++frame) {
        world.tick(FrameSeconds);
        if (!bodyOnFloor(world, grid))
            return false;
        stillFrames = world.playerX() == lastX && world.playerZ() == lastZ ? stillFrames + 1 : 0;
        lastX = world.playerX();
        lastZ = world.playerZ();
    }
    world.release(Qt::Key_W);
    return stillFrames >= 5;
}

QByteArray entryBytes(const BlockInstancing &instancing, int slot)
{
    const auto entry = instancing.entry(slot);
    return QByteArray(reinterpret_cast<const char *>(&entry), sizeof entry);
}

// A walled field with floor inside: long straight walks in every direction.
QString openFieldText(int side)
{
    QString text = QStringLiteral("; rows: %1\n; cols: %1\n; start: 1,1\n; exit: %2,%2\n").arg(side).arg(side - 2);
    for (int row = 0; row < side; ++row) {
        for (int col = 0; col < side; ++col)
            text += row == 0 || col == 0 || row == side - 1 || col == side - 1 ? QChar('#') : QChar('.');
        text += QChar('\n');
    }
    return text;
}
} // namespace

class TestWorldGame : public QObject {
    Q_OBJECT

private slots:
    void startsAtTheStartAndWalksUntilAWall()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 7));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        WorldGame *world = game.world();
        QVERIFY(!world->active());
        game.setMode(GameSession::World);
        QVERIFY(world->active());
        const Maze &maze = game.maze();
        QCOMPARE(playerUnit(*world), *maze.start);
        QCOMPARE(world->playerX(), maze.start->col + 0.5);
        QCOMPARE(world->playerZ(), maze.start->row + 0.5);
        // Facing an open way: the first step goes somewhere.
        const Point ahead {world->aimedRow(), world->aimedColumn()};
        QVERIFY(maze.grid.isFloor(ahead.row, ahead.col));

        QSignalSpy movedSpy(world, &WorldGame::moved);
        QVERIFY(walkUntilStopped(*world, maze.grid));
        QVERIFY(!world->walking());
        QVERIFY(movedSpy.count() > 0);
        QVERIFY(world->walked() >= 1);
        // Stopped by the wall it faces, a body's half-side from it.
        const Point facing {world->aimedRow(), world->aimedColumn()};
        QVERIFY(!maze.grid.isFloor(facing.row, facing.col));
        const double gap = facing.row != playerUnit(*world).row
            ? std::abs((facing.row + (facing.row > playerUnit(*world).row ? 0 : 1)) - world->playerZ())
            : std::abs((facing.col + (facing.col > playerUnit(*world).col ? 0 : 1)) - world->playerX());
        QVERIFY2(std::abs(gap - Walker::Radius) < 1e-6, qPrintable(QString::number(gap)));
    }

    void heldKeysTurnAndOrbit()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 3));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        game.setMode(GameSession::World);
        WorldGame *world = game.world();
        const double heading = world->heading();
        world->press(Qt::Key_A, false);
        for (int frame = 0; frame < 10; ++frame)
            world->tick(FrameSeconds);
        QCOMPARE(world->heading(), std::remainder(heading + 0.5 * WorldGame::TurnSpeed, 360.0));
        world->release(Qt::Key_A);
        world->press(Qt::Key_Right, false);
        for (int frame = 0; frame < 5; ++frame)
            world->tick(FrameSeconds);
        world->release(Qt::Key_Right);
        QCOMPARE(world->heading(), std::remainder(heading + 0.25 * WorldGame::TurnSpeed, 360.0));
        // A long stall walks no further than a tenth of a second.
        world->press(Qt::Key_E, false);
        world->tick(5);
        world->release(Qt::Key_E);
        QCOMPARE(world->cameraYaw(), -0.1 * WorldGame::OrbitSpeed);
        const double distance = world->cameraDistance();
        world->zoom(1);
        QVERIFY(world->cameraDistance() < distance);
        world->zoom(-100);
        QCOMPARE(world->cameraDistance(), WorldGame::MaxCameraDistance);
        // Nothing held: a frame changes nothing.
        QSignalSpy movedSpy(world, &WorldGame::moved);
        world->tick(FrameSeconds);
        QCOMPARE(movedSpy.count(), 0);
    }

    void buildsUpToTheMaximumDestroysAndUndoes()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 7));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        game.setMode(GameSession::World);
        WorldGame *world = game.world();
        QVERIFY(walkUntilStopped(*world, game.maze().grid));
        const Point wall {world->aimedRow(), world->aimedColumn()};
        QCOMPARE(world->aimedHeight(), 1);

        BlockInstancing built;
        built.setWorld(world);
        built.setKind(BlockInstancing::Built);
        BlockInstancing walls;
        walls.setWorld(world);
        const int wallEntries = walls.entryCount();
        QCOMPARE(built.entryCount(), 0);
        QSignalSpy resetSpy(world, &WorldGame::blocksReset);
        const QString before = game.mazeText();

        world->press(Qt::Key_N, false);
        QCOMPARE(world->tool(), WorldGame::Build);
        world->press(Qt::Key_Return, false);
        QCOMPARE(world->aimedHeight(), 2);
        QCOMPARE(unitHeight(game.maze(), wall), 2);
        // One block on the wall in one entry; the walls' table and the window stay.
        QCOMPARE(built.entryCount(), 1);
        QCOMPARE(walls.entryCount(), wallEntries);
        QCOMPARE(resetSpy.count(), 0);
        auto entry = built.entry(0);
        QCOMPARE(entry.row0.w(), (wall.col + 0.5f) * BlockInstancing::UnitSize);
        QCOMPARE(entry.row2.w(), (wall.row + 0.5f) * BlockInstancing::UnitSize);
        QCOMPARE(entry.row1.w(), 1.5f * BlockInstancing::UnitSize);
        QVERIFY(game.mazeText().contains(QStringLiteral("; heights: %1,%2:2").arg(wall.row).arg(wall.col)));

        // The column grows in the same entry: from the wall's top up to the new height.
        for (int height = 3; height <= MaxUnitHeight; ++height)
            QVERIFY(world->apply());
        QCOMPARE(world->aimedHeight(), MaxUnitHeight);
        QCOMPARE(built.entryCount(), 1);
        entry = built.entry(0);
        QCOMPARE(entry.row1.y(), float(MaxUnitHeight - 1));
        QCOMPARE(entry.row1.w(), (1 + (MaxUnitHeight - 1) / 2.0f) * BlockInstancing::UnitSize);
        QVERIFY(world->message().isEmpty());
        QVERIFY(!world->apply());
        QVERIFY(!world->message().isEmpty());
        QCOMPARE(world->aimedHeight(), MaxUnitHeight);

        // Destroying takes the top block: the same entry, one block lower; the walls' table untouched.
        world->press(Qt::Key_M, false);
        QCOMPARE(world->tool(), WorldGame::Destroy);
        const QByteArray wallsBefore = entryBytes(walls, 0) + entryBytes(walls, wallEntries - 1);
        world->press(Qt::Key_Enter, false);
        QCOMPARE(world->aimedHeight(), MaxUnitHeight - 1);
        QCOMPARE(built.entryCount(), 1);
        QCOMPARE(built.entry(0).row1.y(), float(MaxUnitHeight - 2));
        QCOMPARE(entryBytes(walls, 0) + entryBytes(walls, wallEntries - 1), wallsBefore);
        QCOMPARE(resetSpy.count(), 0);

        // The pane's one history: Ctrl+Z takes back the destroy, then every block.
        // pressKey's result says whether the player moved; an undo never moves them.
        game.pressKey(Qt::Key_Z, Qt::ControlModifier, false);
        QCOMPARE(world->aimedHeight(), MaxUnitHeight);
        for (int height = MaxUnitHeight; height > 1; --height) {
            game.pressKey(Qt::Key_Z, Qt::ControlModifier, false);
            QCOMPARE(world->aimedHeight(), height - 1);
        }
        QCOMPARE(game.mazeText(), before);
        // The emptied entry stays for the next block, drawing nothing.
        QCOMPARE(built.entryCount(), 1);
        QCOMPARE(built.blockCount(), 0);
        QCOMPARE(built.entry(0).row1.y(), 0.0f);
        QCOMPARE(game.mode(), GameSession::World);
        game.pressKey(Qt::Key_Y, Qt::ControlModifier, false);
        QCOMPARE(world->aimedHeight(), 2);
        QCOMPARE(built.blockCount(), 1);

        // N again goes back to walking; walking never builds.
        world->press(Qt::Key_N, false);
        world->press(Qt::Key_N, false);
        QCOMPARE(world->tool(), WorldGame::Walk);
        QVERIFY(!world->apply());
    }

    void buildingOnFloorBlocksTheWalk()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 7));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        game.setMode(GameSession::World);
        WorldGame *world = game.world();
        const Point start = playerUnit(*world);
        const Point ahead {world->aimedRow(), world->aimedColumn()};
        QCOMPARE(world->aimedHeight(), 0);
        world->setTool(WorldGame::Build);
        QVERIFY(world->apply());
        QCOMPARE(world->aimedHeight(), 1);
        QVERIFY(!game.maze().grid.isFloor(ahead.row, ahead.col));
        // Now a wall: the walk stops where it is, short of the raised unit.
        world->setTool(WorldGame::Walk);
        QVERIFY(walkUntilStopped(*world, game.maze().grid));
        QCOMPARE(playerUnit(*world), start);
    }

    void newMazeRespawnsAtItsStart()
    {
        auto pane = finishedPane(specOf("backtracker", 21, 21, 5));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        game.setMode(GameSession::World);
        WorldGame *world = game.world();
        QVERIFY(walkUntilStopped(*world, game.maze().grid));
        QVERIFY(world->walked() > 0);
        const QString first = game.mazeText();
        game.newMaze();
        QVERIFY(
            QTest::qWaitFor([&] { return pane->finished() && game.hasMaze() && game.mazeText() != first; }, Patience));
        QVERIFY(pane->spec().seed != 5);
        QCOMPARE(game.mode(), GameSession::World);
        QVERIFY(world->active());
        QCOMPARE(world->walked(), 0.0);
        QCOMPARE(playerUnit(*world), *game.maze().start);
        QVERIFY(!world->atExit());
    }

    void reachingTheExitSaysSo()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath("corridor.maze"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("; rows: 3\n; cols: 9\n; start: 1,1\n; exit: 1,7\n#########\n#.......#\n#########\n");
        file.close();
        auto pane = finishedPane(specOf("backtracker", 11, 11, 1));
        QVERIFY(pane);
        GameSession game;
        game.setPane(pane.get());
        QVERIFY(game.open(QUrl::fromLocalFile(file.fileName())));
        game.setMode(GameSession::World);
        WorldGame *world = game.world();
        QSignalSpy wonSpy(world, &WorldGame::won);
        QVERIFY(walkUntilStopped(*world, game.maze().grid));
        QVERIFY(world->atExit());
        QCOMPARE(wonSpy.count(), 1);
        QVERIFY(game.infoText().contains(QStringLiteral("Exit reached")));
    }

    void windowFollowsThePlayerAndTheLight()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath("field.maze"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(openFieldText(121).toUtf8());
        file.close();
        auto pane = finishedPane(specOf("backtracker", 11, 11, 1));
        QVERIFY(pane);
        pane->setFullLight(false);
        GameSession game;
        game.setPane(pane.get());
        QVERIFY(game.open(QUrl::fromLocalFile(file.fileName())));
        game.setMode(GameSession::World);
        WorldGame *world = game.world();
        const int flame = WorldGame::FlameWindowRadius;
        QCOMPARE(world->window(), QRect(0, 0, flame + 2, flame + 2));

        // Straight down the field: the window is moved on once the player has gone a quarter of it.
        QSignalSpy resetSpy(world, &WorldGame::blocksReset);
        world->press(Qt::Key_W, false);
        while (world->playerZ() < 1.5 + flame / 4 + 1)
            world->tick(FrameSeconds);
        world->release(Qt::Key_W);
        QCOMPARE(resetSpy.count(), 1);
        const Point here = playerUnit(*world);
        QCOMPARE(world->window(), QRect(0, 0, flame + 2, here.row + flame + 1));
        const BlockTable::Kind walls = BlockTable::Walls;
        // Every wall unit inside the window, and only those, has its block.
        const QRect window = world->window();
        size_t wallUnits = 0;
        for (int row = window.top(); row <= window.bottom(); ++row)
            for (int col = window.left(); col <= window.right(); ++col)
                wallUnits += game.maze().grid.isFloor(row, col) ? 0 : 1;
        QCOMPARE(world->blocks().blockCount(walls), wallUnits);

        // Placed in the middle: the whole window, and daylight's larger one.
        QVERIFY(!world->placeAt({60, 0}));
        QVERIFY(world->placeAt({60, 60}));
        QCOMPARE(world->window(), QRect(60 - flame, 60 - flame, 2 * flame + 1, 2 * flame + 1));
        world->press(Qt::Key_L, false);
        QVERIFY(world->fullLight());
        QVERIFY(pane->fullLight());
        const int day = WorldGame::DaylightWindowRadius;
        QCOMPARE(
            world->window(), QRect(0, 0, 121, 121).intersected(QRect(60 - day, 60 - day, 2 * day + 1, 2 * day + 1)));
    }
};

QTEST_MAIN(TestWorldGame)
#include "tst_worldgame.moc"
