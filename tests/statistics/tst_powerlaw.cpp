// The power-law fit against SciPy 1.10.1 (scipy.stats.linregress on the
// logarithms, Student's t for the slope's interval), values pasted below.

#include "powerlaw.h"

#include <QtTest>

#include <cmath>

using namespace mazestudy;

class TestPowerLaw : public QObject {
    Q_OBJECT

private slots:
    void matchesScipy()
    {
        // Wilson's mean solution steps at 20 to 320 cells a side.
        const auto fit = fitPowerLaw({20, 40, 80, 160, 320}, {119.74, 283.94, 675.66, 1592.2, 3940.5});
        QVERIFY(fit);
        QVERIFY(std::abs(fit->exponent - 1.2568166801132423) < 1e-12);
        QVERIFY(std::abs(fit->prefactor - 2.753679294329891) < 1e-9);
        QVERIFY(std::abs(*fit->exponentLow - 1.2347786940698569) < 1e-9);
        QVERIFY(std::abs(*fit->exponentHigh - 1.2788546661566278) < 1e-9);
        QVERIFY(std::abs(fit->rSquared - 0.9999089333273276) < 1e-12);
    }

    void twoPointsHaveNoInterval()
    {
        const auto fit = fitPowerLaw({3, 9}, {2, 18});
        QVERIFY(fit);
        QVERIFY(std::abs(fit->exponent - 2.0) < 1e-12);
        QVERIFY(std::abs(fit->prefactor - 0.2222222222222223) < 1e-12);
        QVERIFY(!fit->exponentLow && !fit->exponentHigh);
    }

    void exactLawHasNoWidth()
    {
        const auto fit = fitPowerLaw({10, 20, 40, 80},
            {3 * std::pow(10, 1.5), 3 * std::pow(20, 1.5), 3 * std::pow(40, 1.5), 3 * std::pow(80, 1.5)});
        QVERIFY(fit);
        QVERIFY(std::abs(fit->exponent - 1.5) < 1e-12);
        QVERIFY(std::abs(*fit->exponentHigh - *fit->exponentLow) < 1e-9);
    }

    void refusesWhatHasNoLogarithm()
    {
        QVERIFY(!fitPowerLaw({1, 2, 3}, {1, 0, 3}));
        QVERIFY(!fitPowerLaw({1, -2, 3}, {1, 2, 3}));
        QVERIFY(!fitPowerLaw({5, 5, 5}, {1, 2, 3}));
        QVERIFY(!fitPowerLaw({5}, {1}));
        QVERIFY(!fitPowerLaw({1, 2, std::nan("")}, {1, 2, 3}));
    }
};

QTEST_APPLESS_MAIN(TestPowerLaw)
#include "tst_powerlaw.moc"
