// Uniform spanning trees against theory, through the metrics a study reports:
// Wilson's cell census approaches the exact shares of the infinite grid
// (Manna, Dhar and Majumdar 1992), its start-to-exit path grows as the side
// to the power 5/4 (Kenyon 2000), Aldous-Broder draws the same trees, and the
// binary tree's solution is exactly linear in the side.

#include "generatorcatalog.h"
#include "mazemetrics.h"
#include "powerlaw.h"
#include "specof.h"

#include <QtTest>

#include <cmath>

using namespace mazestudy;

namespace {
const double Pi = std::acos(-1.0);
const double DeadEnd = 8 / (Pi * Pi) * (1 - 2 / Pi);
// The T-junction share as the issue quotes the paper, to four places.
const double TJunction = 0.2224;
const double Crossroads = (4 / Pi - 1) * (1 - 2 / Pi) * (1 - 2 / Pi);

struct Census {
    double deadEnd = 0;
    double tJunction = 0;
    double crossroads = 0;
    double solution = 0; // mean start-to-exit steps
    double distance() const
    {
        return std::abs(deadEnd - DeadEnd) + std::abs(tJunction - TJunction) + std::abs(crossroads - Crossroads);
    }
};

Census census(const std::string &generator, int side, int runs)
{
    Census mean;
    for (int run = 0; run < runs; ++run) {
        auto maze = makeGenerator(specOf(generator, side, side, uint64_t(run + 1)));
        maze->run();
        const MazeMetrics metrics = measureGenerator(*maze);
        mean.deadEnd += metrics.deadEndCellShare / runs;
        mean.tJunction += metrics.tJunctionCellShare / runs;
        mean.crossroads += metrics.crossroadsCellShare / runs;
        mean.solution += double(*metrics.shortestPath) / runs;
    }
    return mean;
}
} // namespace

class TestSpanningTrees : public QObject {
    Q_OBJECT

private slots:
    void censusApproachesTheInfiniteGrid()
    {
        QVERIFY(std::abs(DeadEnd - 0.2945) < 1e-4);
        QVERIFY(std::abs(Crossroads - 0.0361) < 1e-4);
        double last = 1;
        for (const auto &[side, runs] : {std::pair {21, 2000}, {81, 200}, {321, 20}}) {
            const Census wilson = census("wilson", side, runs);
            qInfo("wilson %dx%d, %d mazes: dead end %.4f (exact %.4f), T %.4f (%.4f), crossroads %.4f (%.4f); "
                  "distance %.4f",
                side, side, runs, wilson.deadEnd, DeadEnd, wilson.tJunction, TJunction, wilson.crossroads, Crossroads,
                wilson.distance());
            QVERIFY2(wilson.distance() < last, "the census must come closer to the exact shares as the grid grows");
            last = wilson.distance();
        }
        QVERIFY2(last < 0.005, "at 160 x 160 cells the census is within half a point of the exact shares");
    }

    void solutionGrowsAsFiveQuarters()
    {
        std::vector<double> sides;
        std::vector<double> steps;
        for (const auto &[side, runs] : {std::pair {41, 1600}, {81, 800}, {161, 400}, {321, 200}, {641, 100}}) {
            sides.push_back(double(side - 1) / 2);
            steps.push_back(census("wilson", side, runs).solution);
        }
        const auto fit = fitPowerLaw(sides, steps);
        QVERIFY(fit && fit->exponentLow);
        qInfo("wilson's solution steps ~ side^%.4f, 95%% CI %.4f to %.4f (Kenyon: 5/4)", fit->exponent,
            *fit->exponentLow, *fit->exponentHigh);
        for (size_t i = 1; i < sides.size(); ++i)
            qInfo("local exponent from %.0f to %.0f cells a side: %.4f", sides[i - 1], sides[i],
                std::log(steps[i] / steps[i - 1]) / std::log(sides[i] / sides[i - 1]));
        QVERIFY(std::abs(fit->exponent - 1.25) < 0.05);
    }

    void aldousBroderDrawsTheSameTrees()
    {
        const Census wilson = census("wilson", 41, 600);
        const Census aldousBroder = census("aldous-broder", 41, 600);
        // 400 cells a maze, 600 mazes: a share's standard error is below 0.001.
        QVERIFY(std::abs(wilson.deadEnd - aldousBroder.deadEnd) < 0.005);
        QVERIFY(std::abs(wilson.tJunction - aldousBroder.tJunction) < 0.005);
        QVERIFY(std::abs(wilson.solution - aldousBroder.solution) / wilson.solution < 0.03);
    }

    // From one corner to the other every path of a binary tree runs north and
    // east only, so the solution is exactly the two sides' sum in steps.
    void binaryTreeSolutionIsLinear()
    {
        for (int side : {21, 41, 81, 161}) {
            auto maze = makeGenerator(specOf("binary-tree", side, side, 5));
            maze->run();
            const MazeMetrics metrics = measureGenerator(*maze);
            QCOMPARE(*metrics.shortestPath, uint64_t(2 * (side - 3)));
        }
    }
};

QTEST_APPLESS_MAIN(TestSpanningTrees)
#include "tst_spanningtrees.moc"
