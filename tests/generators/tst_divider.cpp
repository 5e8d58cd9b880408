#include "divider.h"
#include "rng.h"

#include <QtTest>

using namespace mazestudy;

class TestDivider : public QObject {
    Q_OBJECT
private slots:
    // Every grid side and cell count a maze can have, against the divide
    // instruction, at the edges of each quotient and at random.
    void equalsDivision()
    {
        Rng random(7);
        for (uint32_t divisor = 1; divisor <= 40001; divisor += divisor < 300 ? 1 : 97) {
            const Divider divider(divisor);
            for (uint64_t quotient : {uint64_t(0), uint64_t(1), uint64_t(2), uint64_t(4294967295u) / divisor}) {
                for (int64_t offset : {-1, 0, 1}) {
                    const int64_t dividend = int64_t(quotient * divisor) + offset;
                    if (dividend < 0 || dividend > int64_t(UINT32_MAX))
                        continue;
                    QCOMPARE(divider.quotient(uint64_t(dividend)), uint32_t(uint64_t(dividend) / divisor));
                }
            }
            for (int i = 0; i < 200; ++i) {
                const uint32_t dividend = uint32_t(random.next());
                QCOMPARE(divider.quotient(dividend), dividend / divisor);
            }
        }
        QCOMPARE(Divider(20001).quotient(uint64_t(20001) * 20001 - 1), 20000u);
    }
};

QTEST_APPLESS_MAIN(TestDivider)
#include "tst_divider.moc"
