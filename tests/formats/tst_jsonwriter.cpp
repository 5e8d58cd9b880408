#include "jsonwriter.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cstdlib>
#include <limits>

using namespace mazestudy;

class TestJsonWriter : public QObject {
    Q_OBJECT
private slots:
    void writesNestedValues()
    {
        JsonWriter json;
        json.beginObject();
        json.key("name");
        json.value("a \"quoted\"\\ line\n\x01");
        json.key("list");
        json.beginArray();
        json.value(1);
        json.value(0.1);
        json.null();
        json.beginObject();
        json.endObject();
        json.endArray();
        json.key("counts");
        json.value(std::vector<uint64_t> {3, 0, 2});
        json.key("flag");
        json.value(false);
        json.endObject();
        QCOMPARE(json.text(),
            std::string("{\n"
                        "  \"name\": \"a \\\"quoted\\\"\\\\ line\\n\\u0001\",\n"
                        "  \"list\": [\n"
                        "    1,\n"
                        "    0.1,\n"
                        "    null,\n"
                        "    {}\n"
                        "  ],\n"
                        "  \"counts\": [3, 0, 2],\n"
                        "  \"flag\": false\n"
                        "}\n"));
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(QByteArray::fromStdString(json.text()), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(document.object().value("name").toString(), QString("a \"quoted\"\\ line\n\x01"));
    }

    // A path stays one line however long: [row, column] pairs.
    void writesUnitsOnOneLine()
    {
        JsonWriter json;
        json.beginObject();
        json.field("path", std::vector<Point> {{1, 1}, {2, 1}, {12345, 20000}});
        json.field("none", std::vector<Point> {});
        json.endObject();
        QCOMPARE(json.text(), std::string("{\n  \"path\": [[1, 1], [2, 1], [12345, 20000]],\n  \"none\": []\n}\n"));
    }

    void numbersReadBackExactly()
    {
        for (const double number : {0.1, 1.0 / 3, 2.0, 1e21, -0.0, 123456789.125, 5e-324}) {
            const std::string text = formatNumber(number);
            QCOMPARE(std::strtod(text.c_str(), nullptr), number);
        }
        QCOMPARE(formatNumber(2.0), std::string("2"));
        QCOMPARE(formatNumber(0.25), std::string("0.25"));
    }

    void nonFiniteIsNull()
    {
        JsonWriter json;
        json.beginArray();
        json.value(std::numeric_limits<double>::quiet_NaN());
        json.value(std::numeric_limits<double>::infinity());
        json.value(std::optional<double>());
        json.value(std::optional<double>(1.5));
        json.value(uint64_t(18446744073709551615ULL));
        json.endArray();
        QCOMPARE(json.text(), std::string("[\n  null,\n  null,\n  null,\n  1.5,\n  18446744073709551615\n]\n"));
    }
};

QTEST_APPLESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"
