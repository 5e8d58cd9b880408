// The window's remembered place and dot picture, as the settings file holds
// them, on any bytes: the bytes are the file (QSettings' INI text, as the
// window reads it at start) and checkRememberedView decides. Whatever the
// file says, the window lands inside a screen with at least its minimum size
// (or the screen's), or takes the default; without screens it stays within
// MaxSide; the picture is a local regular file within the cap, or none; a
// geometry already fit for a screen is kept as it is; every note is short.
#include "fuzzcheck.h"
#include "rememberedview.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

const QList<QRect> Screens {QRect(0, 0, 1920, 1080), QRect(1920, -200, 1280, 1024)};

bool onAScreen(const QRect &geometry)
{
    for (const QRect &screen : Screens) {
        if (screen.contains(geometry) && geometry.width() >= std::min(RememberedView::MinWidth, screen.width())
            && geometry.height() >= std::min(RememberedView::MinHeight, screen.height()))
            return true;
    }
    return false;
}

void checkView(const RememberedView &view, const QVariant &rawGeometry, bool withScreens)
{
    if (!view.geometry.isNull()) {
        if (withScreens)
            FUZZ_REQUIRE(onAScreen(view.geometry));
        else
            FUZZ_REQUIRE(view.geometry.isValid() && view.geometry.width() <= RememberedView::MaxSide
                && view.geometry.height() <= RememberedView::MaxSide);
    }
    if (withScreens && rawGeometry.metaType().id() == QMetaType::QRect && onAScreen(rawGeometry.toRect()))
        FUZZ_REQUIRE(view.geometry == rawGeometry.toRect());
    if (!view.dotPicture.isEmpty())
        FUZZ_REQUIRE(view.dotPicture.isLocalFile() && dotPictureProblem(view.dotPicture).isEmpty());
    for (const QString &note : view.notes)
        FUZZ_REQUIRE(note.size() < 1000);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    // Qt's INI reader loads an @Variant(...) value through QDataStream, which
    // trusts the lengths it holds: 40 bytes asked QByteArray for 19 GB. That is
    // Qt's, before the window sees a value, in the user's own settings file:
    // left out, so that the harness looks for the window's mistakes.
    if (QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)).contains("@Variant("))
        return 0;
    // A fresh name for every input: QSettings caches what it read by file name.
    static QTemporaryDir dir;
    static uint64_t inputs = 0;
    const QString path = dir.filePath(QStringLiteral("remembered-%1.ini").arg(++inputs));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)
            || file.write(reinterpret_cast<const char *>(data), qint64(size)) != qint64(size))
            std::abort();
    }
    QVariant geometry;
    QVariant dotPicture;
    {
        const QSettings settings(path, QSettings::IniFormat);
        geometry = settings.value(QStringLiteral("window/geometry"));
        dotPicture = settings.value(QStringLiteral("view/dotPicture"));
    }
    QFile::remove(path);
    checkView(checkRememberedView(geometry, dotPicture, Screens), geometry, true);
    checkView(checkRememberedView(geometry, dotPicture, {}), geometry, false);
    return 0;
}
