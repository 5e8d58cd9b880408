#include "generatorcatalog.h"
#include "mazechecks.h"
#include "specof.h"

#include <QtTest>

#include <map>
#include <string>

using namespace mazestudy;

// The mazes of today's generators, pinned by the fingerprint of their grid and
// the number of moves that made them, on sizes large enough to reach every
// branch of the engines (long backtracks, many automaton sweeps). A faster
// form of a generator must keep these; one that cannot must be a new version
// (docs/generators.md, "Versions").
class TestPinned : public QObject {
    Q_OBJECT
private slots:
    void pinned_data()
    {
        QTest::addColumn<QString>("generator");
        QTest::addColumn<QString>("options");
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<quint64>("fingerprint");
        QTest::addColumn<quint64>("moves");
        QTest::newRow("backtracker 201x301 7")
            << "backtracker"
            << "" << 201 << 301 << quint64(7) << quint64(2454851080141069976ULL) << quint64(44751);
        QTest::newRow("rotating-dfs 201x301 7")
            << "rotating-dfs"
            << "" << 201 << 301 << quint64(7) << quint64(14587578940751069424ULL) << quint64(75002);
        QTest::newRow("permutation-dfs 201x301 7")
            << "permutation-dfs"
            << "" << 201 << 301 << quint64(7) << quint64(7338935361768019680ULL) << quint64(75002);
        QTest::newRow("binary-tree 201x301 7")
            << "binary-tree"
            << "" << 201 << 301 << quint64(7) << quint64(18273040946815158224ULL) << quint64(15000);
        QTest::newRow("sidewinder 201x301 7")
            << "sidewinder"
            << "" << 201 << 301 << quint64(7) << quint64(349748246101089908ULL) << quint64(15100);
        QTest::newRow("eller 201x301 7") << "eller"
                                         << "" << 201 << 301 << quint64(7) << quint64(6866083702963191832ULL)
                                         << quint64(29850);
        QTest::newRow("aldous-broder 201x301 7 draws=below")
            << "aldous-broder"
            << "draws=below" << 201 << 301 << quint64(7) << quint64(3825835774086606404ULL) << quint64(356490);
        QTest::newRow("wilson 201x301 7 walk=list")
            << "wilson"
            << "walk=list" << 201 << 301 << quint64(7) << quint64(11255713122641635140ULL) << quint64(106123);
        QTest::newRow("kruskal 201x301 7 order=shuffled")
            << "kruskal"
            << "order=shuffled" << 201 << 301 << quint64(7) << quint64(12213624953425621304ULL) << quint64(27551);
        QTest::newRow("kruskal 201x301 7")
            << "kruskal"
            << "" << 201 << 301 << quint64(7) << quint64(2809593985449865380ULL) << quint64(27128);
        QTest::newRow("kruskal 65x16385 8")
            << "kruskal"
            << "" << 65 << 16385 << quint64(8) << quint64(10171297126640857444ULL) << quint64(500474);
        QTest::newRow("prim 201x301 7") << "prim"
                                        << "" << 201 << 301 << quint64(7) << quint64(7877356311145207352ULL)
                                        << quint64(15000);
        QTest::newRow("prim 201x301 7 variant=edge")
            << "prim"
            << "variant=edge" << 201 << 301 << quint64(7) << quint64(11755193097809341496ULL) << quint64(15000);
        // The minimum spanning tree of kruskal's keys: kruskal 201x301 7's maze.
        QTest::newRow("prim 201x301 7 variant=true")
            << "prim"
            << "variant=true" << 201 << 301 << quint64(7) << quint64(2809593985449865380ULL) << quint64(15000);
        QTest::newRow("prim 201x301 7 variant=cell-weights")
            << "prim"
            << "variant=cell-weights" << 201 << 301 << quint64(7) << quint64(13935715600511594392ULL) << quint64(30000);
        QTest::newRow("life 201x301 7") << "life"
                                        << "" << 201 << 301 << quint64(7) << quint64(4721411309913471093ULL)
                                        << quint64(24503311);
        QTest::newRow("growing-tree 201x301 7 list=counted")
            << "growing-tree"
            << "list=counted" << 201 << 301 << quint64(7) << quint64(6443105678080044192ULL) << quint64(30000);
        // Version 2 of the random walks and of growing tree's newest:P (docs/generators.md, "Versions").
        QTest::newRow("aldous-broder 201x301 7")
            << "aldous-broder"
            << "" << 201 << 301 << quint64(7) << quint64(15813449696154049064ULL) << quint64(710881);
        QTest::newRow("wilson 201x301 7")
            << "wilson"
            << "" << 201 << 301 << quint64(7) << quint64(4432273377381872316ULL) << quint64(182227);
        QTest::newRow("wilson 65x16385 8")
            << "wilson"
            << "" << 65 << 16385 << quint64(8) << quint64(11880968948932252356ULL) << quint64(26266379);
        QTest::newRow("growing-tree 201x301 7")
            << "growing-tree"
            << "" << 201 << 301 << quint64(7) << quint64(5231120766217013072ULL) << quint64(30000);
        QTest::newRow("growing-tree 1001x1001 2026")
            << "growing-tree"
            << "" << 1001 << 1001 << quint64(2026) << quint64(90122668784756032ULL) << quint64(500000);
        QTest::newRow("hunt-and-kill 201x301 7")
            << "hunt-and-kill"
            << "" << 201 << 301 << quint64(7) << quint64(10440366484633623172ULL) << quint64(16595);
        QTest::newRow("recursive-division 201x301 7")
            << "recursive-division"
            << "" << 201 << 301 << quint64(7) << quint64(8512583806404446556ULL) << quint64(6296);
        QTest::newRow("backtracker 1001x1001 2026")
            << "backtracker"
            << "" << 1001 << 1001 << quint64(2026) << quint64(15540429639986378744ULL) << quint64(749001);
        QTest::newRow("backtracker 3x3 1")
            << "backtracker"
            << "" << 3 << 3 << quint64(1) << quint64(15443949341840357974ULL) << quint64(2);
        QTest::newRow("backtracker 5x201 3")
            << "backtracker"
            << "" << 5 << 201 << quint64(3) << quint64(16162780725550433928ULL) << quint64(499);
        QTest::newRow("rotating-dfs 1001x1001 2026")
            << "rotating-dfs"
            << "" << 1001 << 1001 << quint64(2026) << quint64(2840630836280225360ULL) << quint64(1250002);
        QTest::newRow("rotating-dfs 3x3 1")
            << "rotating-dfs"
            << "" << 3 << 3 << quint64(1) << quint64(8523964041028735934ULL) << quint64(7);
        QTest::newRow("rotating-dfs 5x201 3")
            << "rotating-dfs"
            << "" << 5 << 201 << quint64(3) << quint64(13648102647857598612ULL) << quint64(1002);
        QTest::newRow("permutation-dfs 1001x1001 2026")
            << "permutation-dfs"
            << "" << 1001 << 1001 << quint64(2026) << quint64(8252638615757549480ULL) << quint64(1250002);
        QTest::newRow("permutation-dfs 3x3 1")
            << "permutation-dfs"
            << "" << 3 << 3 << quint64(1) << quint64(8523964041028735934ULL) << quint64(7);
        QTest::newRow("permutation-dfs 5x201 3")
            << "permutation-dfs"
            << "" << 5 << 201 << quint64(3) << quint64(5761032856679870408ULL) << quint64(1002);
        QTest::newRow("automaton 201x301 7 update=in-place")
            << "automaton"
            << "update=in-place" << 201 << 301 << quint64(7) << quint64(12541483144827501703ULL) << quint64(61818);
        QTest::newRow("automaton 1001x1001 2026 update=in-place")
            << "automaton"
            << "update=in-place" << 1001 << 1001 << quint64(2026) << quint64(5197835864127281644ULL)
            << quint64(1026375);
        QTest::newRow("automaton 151x233 5 update=in-place scan=columns")
            << "automaton"
            << "update=in-place scan=columns" << 151 << 233 << quint64(5) << quint64(17384726849232506878ULL)
            << quint64(29921);
        QTest::newRow("automaton 151x233 5 update=in-place scan=rows-reversed")
            << "automaton"
            << "update=in-place scan=rows-reversed" << 151 << 233 << quint64(5) << quint64(3298230877694703704ULL)
            << quint64(48124);
        QTest::newRow("automaton 151x233 5 update=in-place scan=columns-reversed")
            << "automaton"
            << "update=in-place scan=columns-reversed" << 151 << 233 << quint64(5) << quint64(93750768539799670ULL)
            << quint64(51167);
        QTest::newRow("automaton 151x233 5 update=in-place border=wall")
            << "automaton"
            << "update=in-place border=wall" << 151 << 233 << quint64(5) << quint64(2634799274090658816ULL)
            << quint64(45725);
        QTest::newRow("automaton 151x233 5 update=in-place border=floor")
            << "automaton"
            << "update=in-place border=floor" << 151 << 233 << quint64(5) << quint64(14189775383679013900ULL)
            << quint64(45535);
        QTest::newRow("automaton 151x233 5 update=in-place more-than=1 fewer-than=4 seed-wall-count=40")
            << "automaton"
            << "update=in-place more-than=1 fewer-than=4 seed-wall-count=40" << 151 << 233 << quint64(5)
            << quint64(18344447871545119743ULL) << quint64(62992);
        QTest::newRow(
            "automaton 151x233 5 update=in-place more-than=0 fewer-than=5 border=wall scan=columns seed-wall-count=7")
            << "automaton"
            << "update=in-place more-than=0 fewer-than=5 border=wall scan=columns seed-wall-count=7" << 151 << 233
            << quint64(5) << quint64(5151306531990269483ULL) << quint64(35543);
        QTest::newRow("automaton 3x3 1 update=in-place")
            << "automaton"
            << "update=in-place" << 3 << 3 << quint64(1) << quint64(670258327804567864ULL) << quint64(12);
        QTest::newRow("automaton 4x97 11 update=in-place seed-wall-count=0 border=wall")
            << "automaton"
            << "update=in-place seed-wall-count=0 border=wall" << 4 << 97 << quint64(11)
            << quint64(11288045731111112023ULL) << quint64(199);
        QTest::newRow("automaton 201x301 7 update=previous-sweep")
            << "automaton"
            << "update=previous-sweep" << 201 << 301 << quint64(7) << quint64(14970153315811458020ULL)
            << quint64(102247);
        QTest::newRow("automaton 1001x1001 2026 update=previous-sweep")
            << "automaton"
            << "update=previous-sweep" << 1001 << 1001 << quint64(2026) << quint64(12094402771322219126ULL)
            << quint64(1685924);
        QTest::newRow("automaton 151x233 5 update=previous-sweep scan=columns")
            << "automaton"
            << "update=previous-sweep scan=columns" << 151 << 233 << quint64(5) << quint64(18650778140986697ULL)
            << quint64(59591);
        QTest::newRow("automaton 151x233 5 update=previous-sweep scan=rows-reversed")
            << "automaton"
            << "update=previous-sweep scan=rows-reversed" << 151 << 233 << quint64(5) << quint64(18650778140986697ULL)
            << quint64(59591);
        QTest::newRow("automaton 151x233 5 update=previous-sweep scan=columns-reversed")
            << "automaton"
            << "update=previous-sweep scan=columns-reversed" << 151 << 233 << quint64(5)
            << quint64(18650778140986697ULL) << quint64(59591);
        QTest::newRow("automaton 151x233 5 update=previous-sweep border=wall")
            << "automaton"
            << "update=previous-sweep border=wall" << 151 << 233 << quint64(5) << quint64(1628813247745331393ULL)
            << quint64(60321);
        QTest::newRow("automaton 151x233 5 update=previous-sweep border=floor")
            << "automaton"
            << "update=previous-sweep border=floor" << 151 << 233 << quint64(5) << quint64(17233657662033424564ULL)
            << quint64(59121);
        QTest::newRow("automaton 151x233 5 update=previous-sweep more-than=1 fewer-than=4 seed-wall-count=40")
            << "automaton"
            << "update=previous-sweep more-than=1 fewer-than=4 seed-wall-count=40" << 151 << 233 << quint64(5)
            << quint64(10823259855948358561ULL) << quint64(67729);
        QTest::newRow("automaton 151x233 5 update=previous-sweep more-than=0 fewer-than=5 border=wall scan=columns "
                      "seed-wall-count=7")
            << "automaton"
            << "update=previous-sweep more-than=0 fewer-than=5 border=wall scan=columns seed-wall-count=7" << 151 << 233
            << quint64(5) << quint64(2334343454060575284ULL) << quint64(35623);
        QTest::newRow("automaton 3x3 1 update=previous-sweep")
            << "automaton"
            << "update=previous-sweep" << 3 << 3 << quint64(1) << quint64(15733702724005210049ULL) << quint64(13);
        QTest::newRow("automaton 4x97 11 update=previous-sweep seed-wall-count=0 border=wall")
            << "automaton"
            << "update=previous-sweep seed-wall-count=0 border=wall" << 4 << 97 << quint64(11)
            << quint64(11288045731111112023ULL) << quint64(199);
    }

    void pinned()
    {
        QFETCH(QString, generator);
        QFETCH(QString, options);
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(quint64, seed);
        QFETCH(quint64, fingerprint);
        QFETCH(quint64, moves);
        MazeSpec spec = specOf(generator.toStdString(), rows, cols, seed);
        for (const QString &option : options.split(' ', Qt::SkipEmptyParts))
            spec.options[option.section('=', 0, 0).toStdString()] = option.section('=', 1).toStdString();
        auto machine = makeGenerator(spec);
        machine->run();
        QCOMPARE(mazechecks::fingerprint(machine->grid()), fingerprint);
        QCOMPARE(machine->moves(), moves);
    }
};

QTEST_APPLESS_MAIN(TestPinned)
#include "tst_pinned.moc"
