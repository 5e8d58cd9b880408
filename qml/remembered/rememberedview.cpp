#include "rememberedview.h"

#include "cappedtext.h"
#include "regularfile.h"

#include <QFileInfo>

#include <algorithm>
#include <vector>

namespace {

// A rectangle in 64 bits: QRect's width() is right - left + 1 in int, which
// overflows for the extreme values an edited file may hold.
struct Span {
    qint64 left = 0;
    qint64 top = 0;
    qint64 width = 0;
    qint64 height = 0;

    static Span of(const QRect &rect)
    {
        return {
            rect.left(), rect.top(), qint64(rect.right()) - rect.left() + 1, qint64(rect.bottom()) - rect.top() + 1};
    }
    qint64 overlap(const Span &other) const
    {
        const qint64 w = std::min(left + width, other.left + other.width) - std::max(left, other.left);
        const qint64 h = std::min(top + height, other.top + other.height) - std::max(top, other.top);
        return w > 0 && h > 0 ? w * h : 0;
    }
};

QString rectText(const Span &span)
{
    return QStringLiteral("%1,%2 %3x%4").arg(span.left).arg(span.top).arg(span.width).arg(span.height);
}

// The remembered rectangle moved and shrunk onto the screen it overlaps most,
// or an empty one when it overlaps none.
QRect placed(const Span &remembered, const QList<QRect> &screens, QStringList &notes)
{
    const Span *best = nullptr;
    qint64 bestOverlap = 0;
    std::vector<Span> spans;
    spans.reserve(size_t(screens.size()));
    for (const QRect &screen : screens)
        spans.push_back(Span::of(screen));
    for (const Span &screen : spans) {
        const qint64 overlap = remembered.overlap(screen);
        if (screen.width > 0 && screen.height > 0 && overlap > bestOverlap) {
            best = &screen;
            bestOverlap = overlap;
        }
    }
    if (!best) {
        notes << QStringLiteral("the remembered window geometry %1 lies on no screen: the default is used")
                     .arg(rectText(remembered));
        return {};
    }
    const qint64 width
        = std::clamp(remembered.width, std::min<qint64>(RememberedView::MinWidth, best->width), best->width);
    const qint64 height
        = std::clamp(remembered.height, std::min<qint64>(RememberedView::MinHeight, best->height), best->height);
    const qint64 left = std::clamp(remembered.left, best->left, best->left + best->width - width);
    const qint64 top = std::clamp(remembered.top, best->top, best->top + best->height - height);
    const QRect result {int(left), int(top), int(width), int(height)};
    if (left != remembered.left || top != remembered.top || width != remembered.width || height != remembered.height)
        notes << QStringLiteral("the remembered window geometry %1 does not fit the screen %2: %3 is used")
                     .arg(rectText(remembered), rectText(*best), rectText(Span::of(result)));
    return result;
}

QRect checkedGeometry(const QVariant &raw, const QList<QRect> &screens, QStringList &notes)
{
    if (!raw.isValid())
        return {};
    if (raw.metaType().id() != QMetaType::QRect) {
        notes << QStringLiteral("the remembered window geometry is not a rectangle: the default is used");
        return {};
    }
    const Span remembered = Span::of(raw.toRect());
    if (remembered.width <= 0 || remembered.height <= 0) {
        notes << QStringLiteral("the remembered window geometry %1 is empty: the default is used")
                     .arg(rectText(remembered));
        return {};
    }
    if (!screens.isEmpty())
        return placed(remembered, screens, notes);
    // No screen to measure against (no window will show): only sane values are kept.
    const qint64 max = RememberedView::MaxSide;
    if (remembered.width > max || remembered.height > max || std::abs(remembered.left) > max
        || std::abs(remembered.top) > max) {
        notes << QStringLiteral("the remembered window geometry %1 is larger than any screen: the default is used")
                     .arg(rectText(remembered));
        return {};
    }
    return raw.toRect();
}

} // namespace

QString dotPictureProblem(const QUrl &url)
{
    if (!url.isLocalFile())
        return QStringLiteral("it is not a local file, and a remembered picture is never fetched");
    const QString path = url.toLocalFile();
    if (!QFileInfo(path).isAbsolute())
        return QStringLiteral("it is not an absolute path");
    uint64_t size = 0;
    const std::string problem = mazestudy::regularFileProblem(path.toStdString(), &size);
    if (!problem.empty())
        return QString::fromStdString(problem);
    if (size > uint64_t(RememberedView::MaxDotPictureBytes))
        return QStringLiteral("it has %1 bytes, more than the %2 MiB a dot's picture may have")
            .arg(size)
            .arg(RememberedView::MaxDotPictureBytes >> 20);
    return {};
}

RememberedView checkRememberedView(const QVariant &geometry, const QVariant &dotPicture, const QList<QRect> &screens)
{
    RememberedView view;
    view.geometry = checkedGeometry(geometry, screens, view.notes);
    const QUrl url = dotPicture.toUrl();
    if (!url.isEmpty()) {
        const QString problem = dotPictureProblem(url);
        if (problem.isEmpty()) {
            view.dotPicture = url;
        } else {
            const std::string shown = mazestudy::cappedText(url.toString().toStdString(), mazestudy::MaxNameCharacters);
            view.notes << QStringLiteral("the remembered dot picture \"%1\" is not used: %2")
                              .arg(QString::fromStdString(shown), problem);
        }
    }
    return view;
}
