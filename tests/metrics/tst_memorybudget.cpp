#include "generatorcatalog.h"
#include "memorybudget.h"

#include <QtTest>

using namespace mazestudy;

// The estimates that refuse a request up front, and the budget's words.
class TestMemoryBudget : public QObject {
    Q_OBJECT

private slots:
    void sizesReadAsUsersWriteThem_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qulonglong>("bytes");
        QTest::newRow("bytes") << "123456" << qulonglong(123456);
        QTest::newRow("mebibytes") << "800M" << qulonglong(800) * 1024 * 1024;
        QTest::newRow("gibibytes with B") << "16GB" << (qulonglong(16) << 30);
        QTest::newRow("a fraction") << "1.5G" << qulonglong(3) * (qulonglong(1) << 29);
        QTest::newRow("kibibytes") << "64KiB" << qulonglong(64) * 1024;
        QTest::newRow("unknown unit") << "1Q" << qulonglong(0);
        QTest::newRow("negative") << "-1G" << qulonglong(0);
        QTest::newRow("empty") << "" << qulonglong(0);
        QTest::newRow("two points") << "1.2.3G" << qulonglong(0);
        QTest::newRow("zero") << "0" << qulonglong(0);
        QTest::newRow("too large") << "99999999999999T" << qulonglong(0);
    }

    void sizesReadAsUsersWriteThem()
    {
        QFETCH(QString, text);
        QFETCH(qulonglong, bytes);
        const auto parsed = parseByteSize(text.toStdString());
        QCOMPARE(parsed.value_or(0), uint64_t(bytes));
    }

    void studyEstimateCountsThreadsAndHeatMaps()
    {
        StudyConfig config = studyOf({"backtracker", "kruskal"}, 1001, 2001, 10, 1, 3);
        config.heatMaps = false;
        const uint64_t units = 1001 * 2001;
        QCOMPARE(estimatedStudyPeakBytes(config), FixedBytes + 3 * units * WorkingBytesPerUnit);
        config.heatMaps = true;
        QCOMPARE(estimatedStudyPeakBytes(config),
            FixedBytes + 3 * units * WorkingBytesPerUnit + 2 * units * HeatMapBytesPerUnit);
        // Never more threads than mazes.
        config.runs = 1;
        config.specs.resize(1);
        config.heatMaps = false;
        QCOMPARE(estimatedStudyPeakBytes(config), FixedBytes + units * WorkingBytesPerUnit);
    }

    // The request that motivated the cap: every generator at the largest
    // size with heat maps needs tens of gigabytes.
    void largestStudyWithHeatMapsIsRefused()
    {
        std::vector<std::string> all;
        for (const GeneratorInfo &info : generatorCatalog())
            all.push_back(info.id);
        StudyConfig config = studyOf(all, MaxSide, MaxSide, 2, 1, 2);
        config.heatMaps = true;
        const uint64_t estimate = estimatedStudyPeakBytes(config);
        QVERIFY(estimate > uint64_t(50) << 30);
        try {
            requireWithinBudget(estimate, uint64_t(12) << 30, "this study", "use fewer generators");
            QFAIL("accepted");
        } catch (const MemoryBudgetError &error) {
            QVERIFY2(QString(error.what())
                         .startsWith(QString::fromStdString("this study would need about " + formatBytes(estimate))),
                error.what());
            QVERIFY2(
                QString(error.what()).contains("more than the budget of 12.0 GB; use fewer generators"), error.what());
        }
        requireWithinBudget(estimate, estimate, "this study", "");
    }

    // 1.97G against an estimate of 2.0 GB: both printed with the decimals
    // that show which is larger, never "2.0 GB, more than 2.0 GB".
    void figuresShownAreTheOnesCompared()
    {
        const uint64_t budget = *parseByteSize("1.97G");
        try {
            requireWithinBudget(uint64_t(2) << 30, budget, "this maze", "choose a smaller size");
            QFAIL("accepted");
        } catch (const MemoryBudgetError &error) {
            QCOMPARE(QString(error.what()),
                QString("this maze would need about 2.00 GB of memory, more than the budget of 1.97 GB; "
                        "choose a smaller size"));
        }
    }

    void budgetFromTheEnvironment()
    {
        qputenv("MAZESTUDY_MEMORY_BUDGET", "3G");
        QCOMPARE(defaultMemoryBudget(), uint64_t(3) << 30);
        qputenv("MAZESTUDY_MEMORY_BUDGET", "plenty");
        const uint64_t fallback = defaultMemoryBudget();
        qunsetenv("MAZESTUDY_MEMORY_BUDGET");
        QCOMPARE(fallback, defaultMemoryBudget());
        QVERIFY(defaultMemoryBudget() >= uint64_t(256) << 20);
    }

    void bytesInWords()
    {
        QCOMPARE(formatBytes(512), std::string("512 bytes"));
        QCOMPARE(formatBytes(uint64_t(1536) << 20), std::string("1.5 GB"));
        QCOMPARE(formatBytes(uint64_t(50) << 20), std::string("50.0 MB"));
    }
};

QTEST_GUILESS_MAIN(TestMemoryBudget)
#include "tst_memorybudget.moc"
