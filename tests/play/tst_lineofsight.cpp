#include "generatorcatalog.h"
#include "lineofsight.h"
#include "rng.h"
#include "testmazes.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace mazestudy;

namespace {

// The lit units as a picture: '*' lit, '-' dark, rows joined by newlines.
QString litPicture(const LineOfSight &light, const Grid &grid)
{
    QStringList rows;
    for (int r = 0; r < grid.rows(); ++r) {
        QString row;
        for (int c = 0; c < grid.cols(); ++c)
            row += light.lit(r, c) ? '*' : '-';
        rows.append(row);
    }
    return rows.join('\n');
}

// An exact, slow reading of the visibility rule, independent of the
// anti-diagonal sweep: in half units around the flame's centre, is there a
// ray from the flame that reaches unit U without touching another wall on
// the way? Walls are closed squares, so a ray grazing a wall's face or
// corner is stopped there.
class ReferenceSight {
public:
    ReferenceSight(const Grid &grid, Point eye, int reach)
        : m_grid(grid)
        , m_eye(eye)
        , m_reach(reach + 1)
    {
    }

    bool visible(Point unit) const
    {
        const Offset target {unit.row - m_eye.row, unit.col - m_eye.col};
        if (target.dr == 0 && target.dc == 0)
            return true;
        // The directions where what blocks the view can change are those
        // through unit corners; between two neighbouring ones, any direction
        // tells for all of them.
        std::vector<Vec> critical;
        for (int dr = -m_reach; dr <= m_reach + 1; ++dr) {
            for (int dc = -m_reach; dc <= m_reach + 1; ++dc) {
                const Vec corner {2 * dc - 1, 2 * dr - 1};
                if (enters(corner, target))
                    critical.push_back(corner);
            }
        }
        std::sort(critical.begin(), critical.end(), [](Vec a, Vec b) { return cross(a, b) > 0; });
        for (size_t i = 0; i < critical.size(); ++i) {
            if (clear(critical[i], target))
                return true;
            if (i + 1 < critical.size() && cross(critical[i], critical[i + 1]) != 0
                && clear({critical[i].x + critical[i + 1].x, critical[i].y + critical[i + 1].y}, target))
                return true;
        }
        return false;
    }

private:
    struct Offset {
        int dr;
        int dc;
    };
    struct Vec {
        int64_t x;
        int64_t y;
    };
    // t = num / den with den > 0.
    struct Fraction {
        int64_t num;
        int64_t den;
        bool operator<(Fraction other) const { return num * other.den < other.num * den; }
        bool operator<=(Fraction other) const { return !(other < *this); }
    };
    struct Hit {
        bool any = false;
        Fraction enter {0, 1};
        Fraction leave {0, 1};
    };

    static int64_t cross(Vec a, Vec b) { return a.x * b.y - a.y * b.x; }

    // Where the ray t * v, t >= 0, meets the closed square of the unit at
    // `offset` (in half units: [2 dc - 1, 2 dc + 1] x [2 dr - 1, 2 dr + 1]).
    static Hit hit(Vec v, Offset offset)
    {
        Hit h;
        h.any = true;
        bool bounded = false;
        const auto slab = [&](int64_t w, int64_t centre) {
            const int64_t lo = 2 * centre - 1;
            const int64_t hi = 2 * centre + 1;
            if (w == 0) {
                if (lo > 0 || hi < 0)
                    h.any = false;
                return;
            }
            Fraction a = w > 0 ? Fraction {lo, w} : Fraction {-hi, -w};
            Fraction b = w > 0 ? Fraction {hi, w} : Fraction {-lo, -w};
            if (h.enter < a)
                h.enter = a;
            if (!bounded || b < h.leave)
                h.leave = b;
            bounded = true;
        };
        slab(v.x, offset.dc);
        slab(v.y, offset.dr);
        if (h.any && h.leave < h.enter)
            h.any = false;
        return h;
    }

    static bool enters(Vec v, Offset target) { return hit(v, target).any; }

    bool clear(Vec v, Offset target) const
    {
        const Hit goal = hit(v, target);
        if (!goal.any)
            return false;
        for (int dr = -m_reach; dr <= m_reach; ++dr) {
            for (int dc = -m_reach; dc <= m_reach; ++dc) {
                if ((dr == target.dr && dc == target.dc) || m_grid.isFloor(m_eye.row + dr, m_eye.col + dc))
                    continue;
                const Hit wall = hit(v, {dr, dc});
                if (wall.any && wall.enter <= goal.enter)
                    return false;
            }
        }
        return true;
    }

    const Grid &m_grid;
    Point m_eye;
    int m_reach;
};

} // namespace

class TestLineOfSight : public QObject {
    Q_OBJECT
private slots:
    void handDrawnShadows_data()
    {
        QTest::addColumn<QStringList>("maze");
        QTest::addColumn<double>("radius");
        QTest::addColumn<QStringList>("lit"); // '*' lit, '-' dark
        // Along a corridor everything is lit up to the radius, the walls
        // beside it too; the corridors behind its walls stay dark, and so do
        // the corner units at its end, whose every face is against another wall.
        QTest::newRow("corridor") << QStringList {
            "###########",
            "#.........#",
            "###########",
            "#..@......#",
            "###########",
            "#.........#",
            "###########",
        } << 5.0 << QStringList {
            "-----------",
            "-----------",
            "-*******---",
            "*********--",
            "-*******---",
            "-----------",
            "-----------",
        };
        // Round the corner only the leg's mouth shows, with the wall beyond it
        // seen through the mouth; the rest of the leg is dark.
        QTest::newRow("corner") << QStringList {
            "##########",
            "#######.##",
            "#######.##",
            "#######.##",
            "#######.##",
            "#.@.....##",
            "##########",
        } << 10.0 << QStringList {
            "----------",
            "----------",
            "----------",
            "----------",
            "-********-",
            "*********-",
            "-*******--",
        };
        // A single wall unit two units east of the flame in an open room casts
        // a wedge of shadow between the rays through its near corners, slope
        // 1/3. Units that only touch those rays are dark too: walls are
        // closed squares.
        QTest::newRow("pillar") << QStringList {
            "#############",
            "#...........#",
            "#...........#",
            "#...........#",
            "#.@.#.......#",
            "#...........#",
            "#...........#",
            "#...........#",
            "#############",
        } << 20.0 << QStringList {
            "-***********-",
            "*************",
            "**********---",
            "*******------",
            "*****--------",
            "*******------",
            "**********---",
            "*************",
            "-***********-",
        };
    }

    void handDrawnShadows()
    {
        QFETCH(QStringList, maze);
        QFETCH(double, radius);
        QFETCH(QStringList, lit);
        std::vector<std::string> rows;
        for (const QString &row : maze)
            rows.push_back(row.toStdString());
        const auto picture = testmazes::draw(rows);
        LineOfSight light;
        light.update(picture.grid, *picture.eye, radius);
        QCOMPARE(litPicture(light, picture.grid), lit.join('\n'));
    }

    // No light slips between two walls that meet at a corner.
    void diagonalCrack()
    {
        const auto picture = testmazes::draw({
            "#####",
            "#@#.#",
            "##..#",
            "#####",
        });
        LineOfSight light;
        light.update(picture.grid, *picture.eye, 5);
        QVERIFY(!light.lit(2, 2));
        QVERIFY(!light.lit(2, 3));
        QVERIFY(light.lit(1, 2));
        QVERIFY(light.lit(2, 1));
    }

    void radiusCutsOffAtTheUnitCentres()
    {
        Grid room(15, 15, Grid::Floor);
        const Point eye {7, 7};
        for (const double radius : {-1.0, 0.0, 0.5, 1.0, 1.5, 2.9, 3.0, 3.5, 6.0, std::nan("")}) {
            LineOfSight light;
            light.update(room, eye, radius);
            int lit = 0;
            for (int r = 0; r < room.rows(); ++r) {
                for (int c = 0; c < room.cols(); ++c) {
                    const int dr = r - eye.row;
                    const int dc = c - eye.col;
                    const bool within = dr * dr + dc * dc <= (radius > 0 ? radius * radius : 0);
                    QVERIFY2(
                        light.lit(r, c) == within, qPrintable(QString("radius %1 at %2,%3").arg(radius).arg(r).arg(c)));
                    lit += within;
                }
            }
            if (radius == 3.5)
                QCOMPARE(lit, 37);
            QVERIFY(
                light.area().bottom - light.area().top <= 2 * int(std::max(0.0, std::floor(radius > 0 ? radius : 0))));
        }
    }

    void falloffIsSoftAndMonotone()
    {
        for (const double radius : {1.0, 4.5, 6.0, 30.0}) {
            QCOMPARE(LineOfSight::falloff(0, radius), 1.0f);
            float previous = 1.0f;
            for (double d = 0.25; d <= radius; d += 0.25) {
                const float level = LineOfSight::falloff(d, radius);
                QVERIFY(level < previous);
                QVERIFY(level > 0);
                previous = level;
            }
        }
        QVERIFY(qFuzzyCompare(LineOfSight::falloff(6, 6), 1.0f - 36.0f / 49.0f));
        // On a corridor the light fades with the distance from the flame.
        const auto picture = testmazes::draw({"##########", "#@.......#", "##########"});
        LineOfSight light;
        light.update(picture.grid, *picture.eye, 6);
        QCOMPARE(light.light(1, 1), 1.0f);
        for (int c = 2; c <= 7; ++c) {
            QVERIFY(light.light(1, c) < light.light(1, c - 1));
            QCOMPARE(light.light(1, c), LineOfSight::falloff(c - 1, 6));
        }
        QCOMPARE(light.light(1, 8), 0.0f);
        QVERIFY(light.light(0, 2) < light.light(1, 2));
        QCOMPARE(light.light(0, 2), LineOfSight::falloff(std::sqrt(2.0), 6));
    }

    void remembersWhatWasLit()
    {
        const auto picture = testmazes::draw({
            "###########",
            "#@........#",
            "###########",
        });
        LineOfSight light;
        light.reset(picture.grid.rows(), picture.grid.cols());
        QVERIFY(!light.remembered(1, 1));
        light.update(picture.grid, {1, 1}, 2);
        QVERIFY(light.lit(1, 3) && light.remembered(1, 3));
        QVERIFY(!light.remembered(1, 4));
        light.update(picture.grid, {1, 7}, 2);
        QVERIFY(!light.lit(1, 3));
        QVERIFY(light.remembered(1, 3));
        QVERIFY(light.remembered(1, 9));
        QVERIFY(!light.remembered(1, 4));
        QVERIFY(light.rememberedUnits()[picture.grid.index(1, 3)]);
        QVERIFY(!light.remembered(-1, 3));
        light.reset(picture.grid.rows(), picture.grid.cols());
        QVERIFY(!light.remembered(1, 3));
        // A grid of another size starts a new memory.
        light.update(picture.grid, {1, 1}, 2);
        light.update(Grid(4, 4, Grid::Floor), {1, 1}, 0);
        QVERIFY(!light.remembered(1, 2));
        QVERIFY(light.remembered(1, 1));
    }

    // The sweep against the exact reference, unit for unit, on mazes of every
    // generator and on random rubble, from many places, near the border too.
    void agreesWithTheExactRule()
    {
        Rng rng(2024);
        int checked = 0;
        for (int round = 0; round < 80; ++round) {
            Grid grid;
            if (round % 2 == 0) {
                const GeneratorInfo &info = generatorCatalog()[size_t(round / 2) % generatorCatalog().size()];
                grid = testmazes::generated(info.id, 15, 17, uint64_t(round))->grid();
            } else {
                grid = Grid(13, 14, Grid::Floor);
                for (size_t i = 0; i < grid.unitCount(); ++i)
                    grid.data()[i] = rng.below(100) < 30 ? Grid::Wall : Grid::Floor;
            }
            const Point eye {int(rng.below(uint32_t(grid.rows()))), int(rng.below(uint32_t(grid.cols())))};
            grid.set(eye.row, eye.col, Grid::Floor); // the flame stands on floor
            const double radius = 1.5 + rng.below(9) * 0.5;
            LineOfSight light;
            light.update(grid, eye, radius);
            const ReferenceSight reference(grid, eye, int(radius));
            for (int r = 0; r < grid.rows(); ++r) {
                for (int c = 0; c < grid.cols(); ++c) {
                    const int dr = r - eye.row;
                    const int dc = c - eye.col;
                    const bool expected = dr * dr + dc * dc <= radius * radius && reference.visible({r, c});
                    QVERIFY2(light.lit(r, c) == expected,
                        qPrintable(QString("round %1, flame %2,%3 radius %4: unit %5,%6 should be %7")
                                       .arg(round)
                                       .arg(eye.row)
                                       .arg(eye.col)
                                       .arg(radius)
                                       .arg(r)
                                       .arg(c)
                                       .arg(expected ? "lit" : "dark")));
                    checked += expected;
                }
            }
        }
        QVERIFY(checked > 1000);
    }
};

QTEST_APPLESS_MAIN(TestLineOfSight)
#include "tst_lineofsight.moc"
