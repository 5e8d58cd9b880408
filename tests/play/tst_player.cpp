#include "player.h"
#include "shortestpath.h"
#include "testmazes.h"

#include <QtTest>

using namespace mazestudy;

namespace {
// The direction of one step between 4-neighbours.
Direction directionOf(Point from, Point to)
{
    if (to.row > from.row)
        return Direction::South;
    if (to.row < from.row)
        return Direction::North;
    return to.col > from.col ? Direction::East : Direction::West;
}
} // namespace

class TestPlayer : public QObject {
    Q_OBJECT
private slots:
    void movesOnlyOntoFloor()
    {
        const auto picture = testmazes::draw({
            "#####",
            "#S..#",
            "#.#E#",
            "#####",
        });
        Player player(picture.grid, picture.start, picture.exit);
        QCOMPARE(player.route(), RouteStatus::Reached);
        QCOMPARE(player.position(), (Point {1, 1}));
        QVERIFY(player.canMove());
        QVERIFY(!player.move(Direction::North));
        QVERIFY(!player.move(Direction::West));
        QCOMPARE(player.moves(), uint64_t(0));
        QVERIFY(player.move(Direction::South));
        QVERIFY(!player.move(Direction::South));
        QVERIFY(player.move(Direction::North));
        QVERIFY(player.move(Direction::East));
        QVERIFY(player.move(Direction::East));
        QVERIFY(!player.atExit());
        QVERIFY(player.move(Direction::South));
        QCOMPARE(player.position(), (Point {2, 3}));
        QVERIFY(player.atExit());
        QCOMPARE(player.moves(), uint64_t(5));
        // The game is over: no more moves until a new maze.
        QVERIFY(!player.canMove());
        QVERIFY(!player.move(Direction::North));
        QCOMPARE(player.moves(), uint64_t(5));
    }

    // A player on the edge of the grid cannot step off it.
    void theGridEdgeIsAWall()
    {
        const auto picture = testmazes::draw({"S.E"});
        Player player(picture.grid, picture.start, picture.exit);
        QVERIFY(!player.move(Direction::West));
        QVERIFY(!player.move(Direction::North));
        QVERIFY(!player.move(Direction::South));
        QVERIFY(player.move(Direction::East));
    }

    void playsTheStartsPieceWhenTheExitIsElsewhere()
    {
        const auto picture = testmazes::draw({
            "######",
            "#S.#E#",
            "#..#.#",
            "######",
        });
        Player player(picture.grid, picture.start, picture.exit);
        QCOMPARE(player.route(), RouteStatus::Unreachable);
        QVERIFY(player.canMove());
        QCOMPARE(player.startPieceUnits(), uint64_t(4));
        QVERIFY(player.inStartPiece({2, 2}));
        QVERIFY(!player.inStartPiece({1, 4}));
        QVERIFY(!player.inStartPiece({0, 0}));
        QVERIFY(player.move(Direction::East));
        QVERIFY(player.move(Direction::South));
        QVERIFY(!player.move(Direction::East));
        QCOMPARE(player.moves(), uint64_t(2));
    }

    void needsAFloorStart()
    {
        const auto picture = testmazes::draw({"###", "#.#", "###"});
        QVERIFY(!Player().canMove());
        QCOMPARE(Player().route(), RouteStatus::NoStart);
        Player walled(picture.grid, Point {0, 0}, Point {1, 1});
        QCOMPARE(walled.route(), RouteStatus::StartIsWall);
        QVERIFY(!walled.canMove());
        QVERIFY(!walled.move(Direction::South));
        // Without an exit the player can still wander.
        Player wanderer(picture.grid, Point {1, 1}, std::nullopt);
        QCOMPARE(wanderer.route(), RouteStatus::NoExit);
        QVERIFY(wanderer.canMove());
        QVERIFY(!wanderer.atExit());
    }

    // The seed's default play size: 30 x 30 cells is 61 x 61 units. Walking
    // the trace with the keys takes exactly its length in moves.
    void walksTheTraceToTheExit()
    {
        for (const char *id : {"backtracker", "rotating-dfs", "permutation-dfs", "automaton"}) {
            const auto generator = testmazes::generated(id, 61, 61, 30);
            const ShortestPath path = findShortestPath(generator->grid(), generator->start(), generator->exit());
            Player player(generator->grid(), generator->start(), generator->exit());
            QCOMPARE(player.route(), path.status);
            if (path.status != RouteStatus::Reached)
                continue;
            for (size_t i = 1; i < path.units.size(); ++i)
                QVERIFY(player.move(directionOf(path.units[i - 1], path.units[i])));
            QVERIFY(player.atExit());
            QCOMPARE(player.moves(), *path.length());
        }
    }
};

QTEST_APPLESS_MAIN(TestPlayer)
#include "tst_player.moc"
