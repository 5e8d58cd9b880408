#pragma once

#include "narration.h"

#include <QRegularExpression>
#include <QString>

#include <algorithm>
#include <string>

namespace narrationchecks {

// What is wrong with how a narration fills its template ("" when nothing): as
// many arguments as the template's highest %1..%9, a count exactly when it
// has %n, and no placeholder left in the English line.
inline std::string problem(const mazestudy::Narration &narration)
{
    static const QRegularExpression placeholder(QStringLiteral("%([1-9n])"));
    int highest = 0;
    bool counted = false;
    for (auto it = placeholder.globalMatch(QString::fromLatin1(mazestudy::narrationTemplate(narration.kind)));
         it.hasNext();) {
        const QString which = it.next().captured(1);
        if (which == QLatin1String("n"))
            counted = true;
        else
            highest = std::max(highest, which.toInt());
    }
    const std::string text = mazestudy::narrationText(narration);
    if (int(narration.args.size()) != highest)
        return text + ": " + std::to_string(narration.args.size()) + " arguments for %" + std::to_string(highest);
    if ((narration.count >= 0) != counted)
        return text + ": the count does not match the template's %n";
    if (text.empty() || text.find('%') != std::string::npos)
        return "unfilled: " + text;
    return {};
}

} // namespace narrationchecks
