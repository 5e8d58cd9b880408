#include "narrationtext.h"

#include <QCoreApplication>
#include <QStringList>

using namespace mazestudy;

namespace {
// lupdate collects the direction words with the narration templates of core/narration.cpp.
const char *const directionWords[] = {
    QT_TRANSLATE_NOOP("Narration", "south"),
    QT_TRANSLATE_NOOP("Narration", "east"),
    QT_TRANSLATE_NOOP("Narration", "north"),
    QT_TRANSLATE_NOOP("Narration", "west"),
};
const char *const noDirections = QT_TRANSLATE_NOOP("Narration", "none");
// The call-stack panel's compact orders ("S E N W").
struct TranslatableLetter {
    const char *source;
    const char *disambiguation;
};
const TranslatableLetter letters[] = {
    QT_TRANSLATE_NOOP3("Narration", "S", "south, one letter"),
    QT_TRANSLATE_NOOP3("Narration", "E", "east, one letter"),
    QT_TRANSLATE_NOOP3("Narration", "N", "north, one letter"),
    QT_TRANSLATE_NOOP3("Narration", "W", "west, one letter"),
};
} // namespace

QString NarrationText::directionWord(Direction direction)
{
    return QCoreApplication::translate("Narration", directionWords[int(direction) & 3]);
}

QString NarrationText::directionLetter(Direction direction)
{
    const TranslatableLetter &letter = letters[int(direction) & 3];
    return QCoreApplication::translate("Narration", letter.source, letter.disambiguation);
}

QString NarrationText::translate(const Narration &narration)
{
    const char *source = narrationTemplate(narration.kind);
    QString text = QCoreApplication::translate("Narration", source, nullptr, narration.count);
    if (QCoreApplication::translate("Narration", source) == QLatin1String(source)) {
        // Untranslated: the English plural, as the engine's narrationText() gives it.
        text.replace(QStringLiteral("(s)"), narration.count == 1 ? QString() : QStringLiteral("s"));
    }
    for (const NarrationArg &arg : narration.args) {
        QString value;
        if (arg.type == NarrationArg::Type::Plain) {
            value = QString::fromStdString(arg.plain);
        } else {
            QStringList words;
            for (const Direction d : arg.directions)
                words.push_back(directionWord(d));
            value = words.isEmpty() ? QCoreApplication::translate("Narration", noDirections)
                                    : words.join(QStringLiteral(", "));
        }
        text = text.arg(value);
    }
    return text;
}
