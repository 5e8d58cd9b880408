#include "generatorcatalog.h"
#include "pngreader.h"
#include "pngwriter.h"

#include <QBuffer>
#include <QImage>
#include <QtTest>

#include <sstream>

using namespace mazestudy;

namespace {

Grid generated(const char *id, int rows, int cols)
{
    MazeSpec spec;
    spec.generator = id;
    spec.rows = rows;
    spec.cols = cols;
    spec.seed = 7;
    auto generator = makeGenerator(spec);
    generator->run();
    return generator->grid();
}

std::string png(const Grid &grid, int scale)
{
    std::ostringstream out;
    writePng(out, grid, scale);
    return out.str();
}

std::string png(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes.toStdString();
}

QString refusal(const std::string &bytes)
{
    try {
        readPng(bytes);
    } catch (const std::runtime_error &error) {
        return QString::fromStdString(error.what());
    }
    return QStringLiteral("(read without complaint)");
}

uint32_t crc32(const std::string &bytes)
{
    uint32_t crc = 0xffffffffu;
    for (unsigned char byte : bytes) {
        crc ^= byte;
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

std::string bigEndian(uint32_t value)
{
    return {char(value >> 24), char(value >> 16), char(value >> 8), char(value)};
}

std::string chunk(const std::string &type, const std::string &data)
{
    return bigEndian(uint32_t(data.size())) + type + data + bigEndian(crc32(type + data));
}

} // namespace

class TestPngFile : public QObject {
    Q_OBJECT
private slots:
    void writesBlackWallsAndWhiteFloor()
    {
        const Grid grid = generated("backtracker", 11, 15);
        for (int scale : {1, 3}) {
            const QImage image = QImage::fromData(QByteArray::fromStdString(png(grid, scale)), "PNG");
            QCOMPARE(image.size(), QSize(15 * scale, 11 * scale));
            for (int r = 0; r < grid.rows(); ++r)
                for (int c = 0; c < grid.cols(); ++c)
                    for (int dy = 0; dy < scale; ++dy)
                        QCOMPARE(image.pixelColor(c * scale + scale - 1, r * scale + dy),
                            grid.at(r, c) == Grid::Wall ? QColor(Qt::black) : QColor(Qt::white));
        }
    }

    void readsBackAtEveryScale()
    {
        for (const char *id : {"backtracker", "automaton", "kruskal"}) {
            const Grid grid = generated(id, 21, 31);
            for (int scale : {1, 2, 5})
                QVERIFY2(readPng(png(grid, scale)) == grid, id);
        }
    }

    // Colour, a palette and transparency, each pixel dark or light: a 3 x 2
    // maze at 4 pixels a unit, in navy and yellow, its last unit clear.
    void readsAnyKindOfPng()
    {
        QImage image(8, 12, QImage::Format_ARGB32);
        const Grid expected(3, 2, {Grid::Wall, Grid::Floor, Grid::Floor, Grid::Wall, Grid::Wall, Grid::Floor});
        for (int y = 0; y < 12; ++y)
            for (int x = 0; x < 8; ++x) {
                const bool wall = expected.at(y / 4, x / 4) == Grid::Wall;
                image.setPixelColor(x, y, wall ? QColor(20, 20, 60) : QColor(255, 255, 0));
            }
        for (int y = 8; y < 12; ++y)
            for (int x = 4; x < 8; ++x)
                image.setPixelColor(x, y, QColor(0, 0, 0, 0));
        QVERIFY(readPng(png(image)) == expected);
        const QList<QRgb> palette {qRgb(20, 20, 60), qRgb(255, 255, 0), qRgba(0, 0, 0, 0)};
        QVERIFY(readPng(png(image.convertToFormat(QImage::Format_Indexed8, palette))) == expected);
        QImage opaque = image;
        for (int y = 8; y < 12; ++y)
            for (int x = 4; x < 8; ++x)
                opaque.setPixelColor(x, y, Qt::white);
        QVERIFY(readPng(png(opaque.convertToFormat(QImage::Format_Grayscale16))) == expected);
    }

    void refusesAGreyPixelWithItsPlace()
    {
        QImage image(6, 5, QImage::Format_RGB32);
        image.fill(Qt::white);
        image.setPixelColor(4, 1, QColor(128, 128, 128));
        image.setPixelColor(5, 3, QColor(128, 128, 128));
        const QString why = refusal(png(image));
        QVERIFY2(why.contains("pixel x 4, y 1 is grey 128"), qPrintable(why));
    }

    // Only the header is read before the size is refused: no 900 MB buffer.
    void refusesAHugePictureFromItsHeader()
    {
        const std::string header = bigEndian(30000) + bigEndian(30000) + std::string("\x01\x00\x00\x00\x00", 5);
        const std::string file
            = "\x89PNG\r\n\x1a\n" + chunk("IHDR", header) + chunk("IDAT", std::string(4, '\0')) + chunk("IEND", "");
        const QString why = refusal(file);
        QVERIFY2(why.contains("the picture is 30000x30000 pixels; at most 400040001 are read"), qPrintable(why));
    }

    void refusesWhatIsNotAPng()
    {
        QVERIFY(refusal("#####\n").contains("not a PNG libpng reads"));
        // The fuzzer's first finding: a chunk claiming 1.5 GB in a file of 124 bytes.
        const std::string lying = "\x89PNG\r\n\x1a\n"
            + chunk("IHDR", bigEndian(7) + bigEndian(5) + std::string("\x01\x00\x00\x00\x00", 5))
            + bigEndian(0x59007425) + "tEXt" + "date";
        QVERIFY2(refusal(lying).contains("its tEXt chunk claims 1493201957 bytes"), qPrintable(refusal(lying)));
        const std::string wide = "\x89PNG\r\n\x1a\n"
            + chunk("IHDR", bigEndian(2000000) + bigEndian(1) + std::string("\x01\x00\x00\x00\x00", 5))
            + chunk("IDAT", std::string(4, '\0')) + chunk("IEND", "");
        QVERIFY2(refusal(wide).contains("and 1280064 a side"), qPrintable(refusal(wide)));
        const std::string cut = png(generated("backtracker", 21, 21), 1);
        QVERIFY(refusal(cut.substr(0, cut.size() - 30)).contains("the PNG is damaged"));
    }

    void capsTheScaleAndTheSize()
    {
        QVERIFY(pngSizeProblem(21, 21, 0).find("--scale takes 1 to 64") != std::string::npos);
        QVERIFY(pngSizeProblem(21, 21, 65).find("--scale takes 1 to 64") != std::string::npos);
        QVERIFY(pngSizeProblem(20001, 20001, 1).empty());
        QVERIFY(pngSizeProblem(20001, 20001, 2).find("40002x40002 picture") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestPngFile)
#include "tst_pngfile.moc"
