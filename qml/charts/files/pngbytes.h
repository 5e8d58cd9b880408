#pragma once

#include <QByteArray>
#include <QImage>

namespace mazestudy::charts {

// A picture as the bytes of a PNG file, for FileBatch to write.
QByteArray pngBytes(const QImage &image);

} // namespace mazestudy::charts
