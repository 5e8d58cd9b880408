// The Life-like automaton against a plain implementation written here: whole
// synchronous generations on a copy of the grid, every earlier state kept in
// full to find a repeat, the soup drawn as the generator documents it.

#include "catalogids.h"
#include "generatorcatalog.h"
#include "lifegenerator.h"
#include "maskshapes.h"
#include "plainmask.h"
#include "rng.h"
#include "specof.h"

#include <QtTest>

#include <cmath>
#include <vector>

using namespace mazestudy;

namespace {

struct Plain {
    std::vector<uint8_t> state; // 1 live (wall), 0 dead
    int generations = 0;
    LifeGenerator::Ending ending = LifeGenerator::Ending::Running;
    int repeats = -1;
};

// `within`: on a mask, whether each unit lies within the shape; every other
// unit is a wall that never changes and that the rule sees as dead.
Plain plainLife(int rows, int cols, uint64_t seed, const std::string &born, const std::string &survives, double density,
    double region, int cap, const std::vector<uint8_t> &within = {})
{
    const auto open = [&](size_t unit) { return within.empty() || within[unit]; };
    Plain plain;
    plain.state.assign(size_t(rows) * size_t(cols), 0);
    for (size_t unit = 0; unit < plain.state.size(); ++unit)
        plain.state[unit] = !open(unit);
    Rng rng(seed);
    const int soupRows = int(std::lround(region * rows));
    const int soupCols = int(std::lround(region * cols));
    const int top = (rows - soupRows) / 2;
    const int left = (cols - soupCols) / 2;
    for (int r = top; r < top + soupRows; ++r) {
        for (int c = left; c < left + soupCols; ++c) {
            const bool live = (rng.next() >> 11) < uint64_t(density * 9007199254740992.0);
            if (open(size_t(r) * size_t(cols) + size_t(c)))
                plain.state[size_t(r) * size_t(cols) + size_t(c)] = live;
        }
    }
    std::vector<std::vector<uint8_t>> history {plain.state};
    for (;;) {
        std::vector<uint8_t> next(plain.state.size());
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < cols; ++c) {
                int live = 0;
                for (int dr = -1; dr <= 1; ++dr) {
                    for (int dc = -1; dc <= 1; ++dc) {
                        const int rr = r + dr, cc = c + dc;
                        if ((dr || dc) && rr >= 0 && rr < rows && cc >= 0 && cc < cols)
                            live += plain.state[size_t(rr) * size_t(cols) + size_t(cc)]
                                && open(size_t(rr) * size_t(cols) + size_t(cc));
                    }
                }
                const char count = char('0' + live);
                const size_t unit = size_t(r) * size_t(cols) + size_t(c);
                const bool alive = plain.state[unit];
                next[unit] = !open(unit) || (alive ? survives : born).find(count) != std::string::npos;
            }
        }
        ++plain.generations;
        if (next == plain.state) {
            plain.ending = LifeGenerator::Ending::Stable;
            return plain;
        }
        plain.state = next;
        for (size_t g = 0; g < history.size(); ++g) {
            if (history[g] == next) {
                plain.ending = LifeGenerator::Ending::Periodic;
                plain.repeats = int(g);
                return plain;
            }
        }
        history.push_back(next);
        if (plain.generations >= cap) {
            plain.ending = LifeGenerator::Ending::Cap;
            return plain;
        }
    }
}

} // namespace

class TestLife : public QObject {
    Q_OBJECT
private slots:
    void equalsAPlainImplementation_data()
    {
        QTest::addColumn<QString>("born");
        QTest::addColumn<QString>("survives");
        QTest::addColumn<double>("density");
        QTest::addColumn<double>("region");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("cap");
        QTest::newRow("Maze 41x61") << "3"
                                    << "12345" << 0.5 << 0.5 << 41 << 61 << 1000;
        QTest::newRow("Mazectric 30x44") << "3"
                                         << "1234" << 0.5 << 0.5 << 30 << 44 << 1000;
        QTest::newRow("Life 24x24 (periodic or stable)") << "3"
                                                         << "23" << 0.35 << 1.0 << 24 << 24 << 1000;
        QTest::newRow("Maze sparse 25x33") << "3"
                                           << "12345" << 0.2 << 0.3 << 25 << 33 << 1000;
        QTest::newRow("Seeds B2/S 20x20 at the cap") << "2"
                                                     << "" << 0.3 << 0.4 << 20 << 20 << 7;
        QTest::newRow("Day and Night 17x23") << "3678"
                                             << "34678" << 0.5 << 1.0 << 17 << 23 << 300;
    }

    void equalsAPlainImplementation()
    {
        QFETCH(QString, born);
        QFETCH(QString, survives);
        QFETCH(double, density);
        QFETCH(double, region);
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, cap);
        for (uint64_t seed = 1; seed <= 5; ++seed) {
            MazeSpec spec = specOf("life", rows, cols, seed);
            spec.options["rule"] = "B" + born.toStdString() + "/S" + survives.toStdString();
            spec.options["density"] = QString::number(density).toStdString();
            spec.options["region"] = QString::number(region).toStdString();
            spec.options["generations"] = std::to_string(cap);
            auto generator = makeGenerator(spec);
            generator->run();
            const auto &life = static_cast<const LifeGenerator &>(*generator);
            const Plain plain
                = plainLife(rows, cols, seed, born.toStdString(), survives.toStdString(), density, region, cap);
            QCOMPARE(int(life.ending()), int(plain.ending));
            QCOMPARE(life.sweeps(), plain.generations);
            QCOMPARE(life.repeatsGeneration(), plain.repeats);
            for (size_t i = 0; i < plain.state.size(); ++i)
                QCOMPARE(generator->grid().data()[i] == Grid::Wall, plain.state[i] == 1);
        }
    }

    // On a mask: every shape, odd and even sizes, the soup as large as the
    // grid so that it meets the shape's walls. The same grid as the plain
    // run, and the outside wall throughout.
    void equalsAPlainImplementationOnMasks()
    {
        Rng sizes(11);
        for (int trial = 0; trial < 20; ++trial) {
            const int rows = 13 + int(sizes.below(40));
            const int cols = 13 + int(sizes.below(40));
            const uint64_t seed = sizes.next();
            MazeSpec spec = specOf("life", rows, cols, seed);
            const MaskShape shape = MaskShapes[trial % std::size(MaskShapes)];
            spec.mask = std::make_shared<const Mask>(shapedMask(shape, (rows - 1) / 2, (cols - 1) / 2));
            spec.options["region"] = "1";
            auto generator = makeGenerator(spec);
            generator->run();
            const auto &life = static_cast<const LifeGenerator &>(*generator);
            std::vector<uint8_t> within(size_t(rows) * size_t(cols));
            for (int r = 0; r < rows; ++r) {
                for (int c = 0; c < cols; ++c)
                    within[size_t(r) * size_t(cols) + size_t(c)] = plainWithin(*spec.mask, r, c);
            }
            const Plain plain = plainLife(rows, cols, seed, "3", "12345", 0.5, 1.0, 1000, within);
            const QString where
                = QString("trial %1, %2 over %3x%4").arg(trial).arg(maskShapeId(shape)).arg(rows).arg(cols);
            QVERIFY2(int(life.ending()) == int(plain.ending), qPrintable(where));
            QVERIFY2(life.sweeps() == plain.generations, qPrintable(where));
            for (size_t i = 0; i < plain.state.size(); ++i)
                QVERIFY2((generator->grid().data()[i] == Grid::Wall) == (plain.state[i] == 1), qPrintable(where));
        }
    }

    // Stepping: a Check a unit and a SweepEnd a generation, and the grid
    // changes only at the SweepEnd, all at once, within its `changed`.
    void generationsChangeAtOnce()
    {
        auto generator = makeGenerator(specOf("life", 21, 27, 3));
        const size_t units = 21 * 27;
        Move move = generator->step();
        QVERIFY(catalogids::isKind(move.kind, "prepare"));
        while (!generator->finished()) {
            const Grid before = generator->grid();
            for (size_t i = 0; i < units; ++i) {
                move = generator->step();
                QVERIFY(catalogids::isKind(move.kind, "check"));
                QVERIFY(move.changed.isEmpty());
            }
            QCOMPARE(generator->grid(), before);
            move = generator->step();
            QVERIFY(catalogids::isKind(move.kind, "sweep-end"));
            QCOMPARE(move.sweep, generator->sweepHistory()->sweeps());
        }
    }

    void badRulesNameTheirPlace_data()
    {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("message");
        QTest::newRow("no B") << "3/S23"
                              << "at character 1, expected B";
        QTest::newRow("no slash") << "B3S23"
                                  << "at character 3, expected a count from 0 to 8 or /";
        QTest::newRow("a 9") << "B3/S239"
                             << "at character 7, expected a count from 0 to 8 or the end";
        QTest::newRow("twice") << "B33/S23"
                               << "at character 3, expected each count once";
        QTest::newRow("no S") << "B3/23"
                              << "at character 4, expected S";
    }

    void badRulesNameTheirPlace()
    {
        QFETCH(QString, rule);
        QFETCH(QString, message);
        MazeSpec spec = specOf("life", 21, 21, 1);
        spec.options["rule"] = rule.toStdString();
        try {
            validateSpec(spec);
            QFAIL("accepted");
        } catch (const std::invalid_argument &error) {
            QVERIFY2(QString(error.what()).contains(message), error.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestLife)
#include "tst_life.moc"
