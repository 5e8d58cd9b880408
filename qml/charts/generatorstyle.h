#pragma once

#include <QColor>
#include <QString>

#include <string>

namespace mazestudy::charts {

// The one place that decides a generator's colour: the charts, the heat-map
// captions and the panes (through the GeneratorPalette QML singleton) all ask
// here, so a generator looks the same everywhere. The colours are the
// catalogue's (Okabe-Ito and Paul Tol's muted scheme), told apart with the
// common colour-vision deficiencies.
QColor generatorColor(const std::string &generatorId);
// The catalog's name ("Recursive backtracker"), or the id for one it does not know.
QString generatorName(const std::string &generatorId);

} // namespace mazestudy::charts
