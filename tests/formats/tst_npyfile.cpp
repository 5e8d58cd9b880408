#include "generatorcatalog.h"
#include "mazespec.h"
#include "npyreader.h"
#include "npywriter.h"

#include <QtTest>

#include <sstream>

using namespace mazestudy;

namespace {

// A .npy file as NumPy writes one: version 1.0, the header padded to 64.
std::string npyFile(
    const std::string &dict, const std::string &data, const std::string &version = std::string("\x01\x00", 2))
{
    std::string header = dict;
    const size_t prefix = version[0] == '\x01' ? 10 : 12;
    while ((prefix + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    std::string file = "\x93NUMPY" + version;
    file += char(header.size() & 0xff);
    file += char(header.size() >> 8);
    if (prefix == 12)
        file += std::string(2, '\0');
    return file + header + data;
}

Grid read(const std::string &file)
{
    std::istringstream in(file);
    return readNpy(in, file.size());
}

QString refusal(const std::string &file)
{
    try {
        read(file);
    } catch (const std::runtime_error &error) {
        return QString::fromStdString(error.what());
    }
    return QStringLiteral("(read without complaint)");
}

// The 2 x 3 grid every hand-made file below holds: wall, floor, wall / floor, floor, wall.
Grid expectedGrid()
{
    return Grid(2, 3, {Grid::Wall, Grid::Floor, Grid::Wall, Grid::Floor, Grid::Floor, Grid::Wall});
}

} // namespace

class TestNpyFile : public QObject {
    Q_OBJECT
private slots:
    void writesNumPysLayout()
    {
        const std::string expected = npyFile(
            "{'descr': '|u1', 'fortran_order': False, 'shape': (2, 3), }", std::string("\x01\x00\x01\x00\x00\x01", 6));
        std::ostringstream out;
        writeNpy(out, expectedGrid());
        QCOMPARE(out.str(), expected);
        QCOMPARE(out.str().size() % 64, size_t(6));
    }

    void roundTripsGeneratedMazes()
    {
        for (const char *id : {"backtracker", "automaton", "kruskal"}) {
            MazeSpec spec;
            spec.generator = id;
            spec.rows = 21;
            spec.cols = 33;
            spec.seed = 5;
            auto generator = makeGenerator(spec);
            generator->run();
            std::ostringstream out;
            writeNpy(out, generator->grid());
            QVERIFY(read(out.str()) == generator->grid());
        }
    }

    void readsEveryAcceptedLayout_data()
    {
        QTest::addColumn<QByteArray>("file");
        const auto add = [](const char *name, const std::string &descr, bool fortran, const std::string &data) {
            QTest::newRow(name) << QByteArray::fromStdString(npyFile(
                "{'descr': '" + descr + "', 'fortran_order': " + (fortran ? "True" : "False") + ", 'shape': (2, 3), }",
                data));
        };
        add("uint8 C", "|u1", false, std::string("\x01\x00\x01\x00\x00\x01", 6));
        add("uint8 Fortran", "|u1", true, std::string("\x01\x00\x00\x00\x01\x01", 6));
        add("bool", "|b1", false, std::string("\x01\x00\x01\x00\x00\x01", 6));
        std::string little;
        std::string big;
        for (char value : {1, 0, 1, 0, 0, 1}) {
            little += value + std::string(7, '\0');
            big += std::string(7, '\0') + value;
        }
        add("int64 little-endian", "<i8", false, little);
        add("int64 big-endian", ">i8", false, big);
        QTest::newRow("version 2.0, key order and quotes of its own")
            << QByteArray::fromStdString(npyFile("{\"shape\": (2, 3), \"fortran_order\": False, \"descr\": \"|u1\"}",
                   std::string("\x01\x00\x01\x00\x00\x01", 6), std::string("\x02\x00", 2)));
    }

    void readsEveryAcceptedLayout()
    {
        QFETCH(QByteArray, file);
        QVERIFY(read(file.toStdString()) == expectedGrid());
    }

    void refusesWithTheCause_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("message");
        const std::string dict = "{'descr': '|u1', 'fortran_order': False, 'shape': (2, 3), }";
        const std::string data("\x01\x00\x01\x00\x00\x01", 6);
        const auto row = [](const char *name, const std::string &file, const char *message) {
            QTest::newRow(name) << QByteArray::fromStdString(file) << QString(message);
        };
        row("not npy", "#####\n#...#\n", "not a NumPy .npy file");
        row("version 4", npyFile(dict, data, std::string("\x04\x00", 2)), "unknown .npy version 4.0");
        row("value 2 at its place", npyFile(dict, std::string("\x01\x00\x01\x00\x02\x01", 6)),
            "the value at [1, 1] is 2");
        row("value 2 in Fortran order",
            npyFile("{'descr': '|u1', 'fortran_order': True, 'shape': (2, 3), }",
                std::string("\x01\x00\x00\x02\x01\x01", 6)),
            "the value at [1, 1] is 2");
        row("int16 -1", npyFile("{'descr': '<i2', 'fortran_order': False, 'shape': (1, 1), }", "\xff\xff"),
            "the value at [0, 0] is -1");
        row("float", npyFile("{'descr': '<f8', 'fortran_order': False, 'shape': (1, 1), }", std::string(8, '\0')),
            "the array's type is '<f8'");
        row("truncated", npyFile(dict, data.substr(0, 5)), "the file is truncated");
        row("trailing bytes", npyFile(dict, data + "x"), "1 bytes follow the array");
        row("three dimensions", npyFile("{'descr': '|u1', 'fortran_order': False, 'shape': (1, 2, 3), }", data),
            "a maze is a 2-D array");
        row("too many rows", npyFile("{'descr': '|u1', 'fortran_order': False, 'shape': (20002, 3), }", data),
            "the array is 20002 x 3");
        // The largest maze the header may claim, with six bytes behind it:
        // refused by the file's size, before 400 MB are allocated.
        row("largest claim, little data",
            npyFile("{'descr': '|u1', 'fortran_order': False, 'shape': (20001, 20001), }", data),
            "the file is truncated: its 20001 x 20001 array needs 400040001 bytes");
        row("not a dict", npyFile("['descr', '|u1']", data), "the header is not a Python dict");
        row("repeated key", npyFile("{'descr': '|u1', 'descr': '|u1', 'fortran_order': False, 'shape': (2, 3)}", data),
            "unexpected or repeated key 'descr'");
        row("missing key", npyFile("{'descr': '|u1', 'shape': (2, 3)}", data), "the header lacks one of");
        row("huge header", std::string("\x93NUMPY\x02\x00\xff\xff\xff\xff", 12), "at most 65536 are read");
        row("header past the end", std::string("\x93NUMPY\x01\x00\x40\x00{", 11), "the file ends inside its header");
    }

    void refusesWithTheCause()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, message);
        const QString why = refusal(file.toStdString());
        QVERIFY2(why.contains(message), qPrintable(why));
    }
};

QTEST_APPLESS_MAIN(TestNpyFile)
#include "tst_npyfile.moc"
