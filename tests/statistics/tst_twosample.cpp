// Two sets of values compared, and Student's t quantile, against SciPy 1.10.1
// (Debian's python3-scipy): tests/statistics/scipy_reference.py printed
// every reference value below, from the same sets; SciPy's functions are
// stats.ttest_ind(equal_var=False), stats.t.ppf and
// stats.mannwhitneyu(method="asymptotic", use_continuity=True), with Cohen's
// d, Cliff's delta and Holm's adjustment written out in NumPy.

#include "twosample.h"
#include "valuesummary.h"

#include <QtTest>

#include <cmath>

using namespace mazestudy;

namespace {

ValueDistribution distributionOf(std::initializer_list<double> values)
{
    ValueDistribution distribution;
    for (const double value : values)
        distribution.add(value);
    return distribution;
}

// ((i * step) % modulus) / scale + offset for i < count: many ties, as a
// study's counts have, the same in C++ and Python.
ValueDistribution arithmetic(uint64_t count, uint64_t step, uint64_t modulus, double scale, double offset)
{
    ValueDistribution distribution;
    for (uint64_t i = 0; i < count; ++i)
        distribution.add(double(i * step % modulus) / scale + offset);
    return distribution;
}

// Within 1e-9 of the reference, relatively: the libraries' own last digits differ.
bool near(std::optional<double> got, double want)
{
    return got && std::abs(*got - want) <= 1e-9 * std::max(1.0, std::abs(want));
}

bool nearRelative(std::optional<double> got, double want)
{
    return got && std::abs(*got - want) <= 1e-9 * std::abs(want);
}

struct Reference {
    double difference;
    double low;
    double high;
    double freedom;
    double welchP;
    double u;
    double mannWhitneyP;
    double d;
    double cliff;
};

} // namespace

Q_DECLARE_METATYPE(ValueDistribution)
Q_DECLARE_METATYPE(Reference)

class TestTwoSample : public QObject {
    Q_OBJECT
private slots:
    void againstSciPy_data()
    {
        QTest::addColumn<ValueDistribution>("a");
        QTest::addColumn<ValueDistribution>("b");
        QTest::addColumn<Reference>("want");
        QTest::newRow("ties") << distributionOf({1, 2, 2, 3, 5, 8, 8, 8, 13})
                              << distributionOf({2, 3, 3, 4, 4, 4, 5, 9})
                              << Reference {1.3055555555555554, -1.995640196287677, 4.606751307398788,
                                     12.488073813576662, 0.4070822030721877, 38.5, 0.8457948437403361,
                                     0.4026192569365293, 0.06944444444444445};
        // One set without spread: Welch's degrees of freedom are the other's n - 1.
        QTest::newRow("one constant") << distributionOf({3, 3, 3}) << distributionOf({1, 2, 3, 4})
                                      << Reference {0.5, -1.554260256760879, 2.554260256760879, 3.0, 0.495025346059711,
                                             7.5, 0.6964664857117763, 0.5, 0.25};
        QTest::newRow("large") << arithmetic(500, 7919, 101, 10, 0) << arithmetic(400, 104729, 97, 9, 0.5)
                               << Reference {-0.8143555555555544, -1.2133278111926142, -0.4153832999184946,
                                      828.8747241112919, 6.71958770868675e-05, 85094.5, 0.00011987509631044376,
                                      -0.27073180089956705, -0.149055};
    }

    void againstSciPy()
    {
        QFETCH(ValueDistribution, a);
        QFETCH(ValueDistribution, b);
        QFETCH(Reference, want);
        const TwoSample got = compareDistributions(a, b);
        QCOMPARE(got.countA, a.count());
        QCOMPARE(got.countB, b.count());
        QVERIFY(near(got.difference, want.difference));
        QVERIFY(near(got.confidenceLow, want.low));
        QVERIFY(near(got.confidenceHigh, want.high));
        QVERIFY(nearRelative(got.welchDegreesOfFreedom, want.freedom));
        QVERIFY2(nearRelative(got.welchP, want.welchP), qPrintable(QString::number(got.welchP.value_or(-1), 'g', 17)));
        QCOMPARE(got.mannWhitneyU, want.u);
        QVERIFY2(nearRelative(got.mannWhitneyP, want.mannWhitneyP),
            qPrintable(QString::number(got.mannWhitneyP.value_or(-1), 'g', 17)));
        QVERIFY(near(got.cohensD, want.d));
        QVERIFY(near(got.cliffsDelta, want.cliff));
        // The difference is that of the means a study reports.
        QCOMPARE(got.difference, *a.summary().mean - *b.summary().mean);
    }

    // Without spread there is no t-test and no d, and with every value the
    // same no rank test either; the other figures stay.
    void constantSets()
    {
        const TwoSample apart = compareDistributions(distributionOf({2, 2, 2}), distributionOf({5, 5}));
        QCOMPARE(apart.difference, -3.0);
        QVERIFY(!apart.confidenceLow && !apart.confidenceHigh && !apart.welchDegreesOfFreedom && !apart.welchP);
        QVERIFY(!apart.cohensD);
        QCOMPARE(apart.cliffsDelta, -1.0);
        QCOMPARE(apart.mannWhitneyU, 0.0);
        QVERIFY(apart.mannWhitneyP && *apart.mannWhitneyP < 0.1);
        const TwoSample same = compareDistributions(distributionOf({4, 4}), distributionOf({4, 4, 4}));
        QCOMPARE(same.difference, 0.0);
        QVERIFY(!same.welchP && !same.mannWhitneyP && !same.cohensD);
        QCOMPARE(same.cliffsDelta, 0.0);
        QCOMPARE(same.mannWhitneyU, 3.0);
        // 0.1 three times sums to a mean just above 0.1: still no spread.
        const TwoSample tenths = compareDistributions(distributionOf({0.1, 0.1, 0.1}), distributionOf({0.2, 0.2}));
        QVERIFY(!tenths.welchP && !tenths.cohensD);
    }

    // Swapping the sets mirrors every signed figure and keeps the p-values.
    void symmetric()
    {
        const ValueDistribution a = arithmetic(60, 13, 17, 3, 0);
        const ValueDistribution b = arithmetic(45, 7, 19, 4, 1);
        const TwoSample ab = compareDistributions(a, b);
        const TwoSample ba = compareDistributions(b, a);
        QCOMPARE(ba.difference, -ab.difference);
        QVERIFY(near(ba.confidenceLow, -*ab.confidenceHigh));
        QCOMPARE(*ba.welchP, *ab.welchP);
        QCOMPARE(*ba.mannWhitneyP, *ab.mannWhitneyP);
        QCOMPARE(ba.mannWhitneyU, 60.0 * 45.0 - ab.mannWhitneyU);
        QCOMPARE(*ba.cohensD, -*ab.cohensD);
        QCOMPARE(ba.cliffsDelta, -ab.cliffsDelta);
    }

    void holm()
    {
        const std::vector<std::optional<double>> adjusted
            = holmAdjusted({0.01, 0.04, std::nullopt, 0.03, 0.005, 0.2, 0.04});
        // The empty one is left out: a family of six.
        const std::vector<double> want {0.05, 0.12, -1, 0.12, 0.03, 0.2, 0.12};
        QCOMPARE(adjusted.size(), want.size());
        for (size_t i = 0; i < want.size(); ++i) {
            if (want[i] < 0)
                QVERIFY(!adjusted[i]);
            else
                QVERIFY2(nearRelative(adjusted[i], want[i]), qPrintable(QString::number(i)));
        }
        QCOMPARE(holmAdjusted({0.6, 0.9}), (std::vector<std::optional<double>> {1.0, 1.0}));
        QVERIFY(holmAdjusted({}).empty());
    }

    void studentQuantiles()
    {
        const std::pair<double, double> quantiles[] = {{1, 12.706204736432095}, {2, 4.302652729911275},
            {30, 2.0422724563012373}, {31, 2.0395134463964077}, {100, 1.9839715184496334}, {999, 1.9623414611334487},
            {12.5, 2.1691859427099556}, {1e7, 1.959964221767205}};
        for (const auto &[freedom, want] : quantiles)
            QVERIFY2(nearRelative(studentT975(freedom), want), qPrintable(QString::number(freedom)));
    }
};

QTEST_APPLESS_MAIN(TestTwoSample)
#include "tst_twosample.moc"
