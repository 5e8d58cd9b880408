#pragma once

#include <QList>
#include <QRect>
#include <QStringList>
#include <QUrl>
#include <QVariant>

// The window's place and the dot's picture as the settings file remembers
// them. That file is input like any other: it may have been edited, copied
// from a machine with other screens, or written by something else, and it is
// read on every start, before the window shows. So each value is checked
// here, in a plain function a test and a fuzz harness call without a window;
// what cannot be used falls back to the default, with a note for the log.
struct RememberedView {
    // The largest side a window may have when no screen is known to measure
    // it against (a test, a tool); with screens, the screen's.
    static constexpr int MaxSide = 16384;
    // The smallest window Main.qml allows.
    static constexpr int MinWidth = 480;
    static constexpr int MinHeight = 400;
    // A picture for a dot of a few pixels: anything larger is not one.
    static constexpr qint64 MaxDotPictureBytes = qint64(32) << 20;

    // Empty: the window's default size, placed by the desktop.
    QRect geometry;
    // Empty: the plain dot. Otherwise a local regular file no larger than
    // MaxDotPictureBytes, which the window's Image loads asynchronously.
    QUrl dotPicture;
    // What was dropped or changed, and why; for the log, not the window.
    QStringList notes;
};

// The raw values as QSettings read them (`window/geometry`,
// `view/dotPicture`), and the available geometry of each screen.
RememberedView checkRememberedView(const QVariant &geometry, const QVariant &dotPicture, const QList<QRect> &screens);

// Why `url` cannot be the dot's picture, or empty when it can: only a local
// regular file within the size cap, looked at with stat() alone, which a FIFO
// or a device cannot block; nothing is opened, and nothing is fetched.
QString dotPictureProblem(const QUrl &url);
