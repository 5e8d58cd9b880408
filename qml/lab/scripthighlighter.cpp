#include "scripthighlighter.h"

#include <QSet>

namespace {

const QSet<QString> &keywords()
{
    static const QSet<QString> words
        = {QStringLiteral("break"), QStringLiteral("case"), QStringLiteral("catch"), QStringLiteral("const"),
            QStringLiteral("continue"), QStringLiteral("default"), QStringLiteral("do"), QStringLiteral("else"),
            QStringLiteral("false"), QStringLiteral("finally"), QStringLiteral("for"), QStringLiteral("function"),
            QStringLiteral("if"), QStringLiteral("in"), QStringLiteral("let"), QStringLiteral("new"),
            QStringLiteral("null"), QStringLiteral("of"), QStringLiteral("return"), QStringLiteral("switch"),
            QStringLiteral("this"), QStringLiteral("throw"), QStringLiteral("true"), QStringLiteral("try"),
            QStringLiteral("typeof"), QStringLiteral("undefined"), QStringLiteral("var"), QStringLiteral("while")};
    return words;
}

const QSet<QString> &javaKeywords()
{
    static const QSet<QString> words
        = {QStringLiteral("abstract"), QStringLiteral("boolean"), QStringLiteral("break"), QStringLiteral("byte"),
            QStringLiteral("case"), QStringLiteral("catch"), QStringLiteral("char"), QStringLiteral("class"),
            QStringLiteral("continue"), QStringLiteral("default"), QStringLiteral("do"), QStringLiteral("double"),
            QStringLiteral("else"), QStringLiteral("extends"), QStringLiteral("false"), QStringLiteral("final"),
            QStringLiteral("finally"), QStringLiteral("float"), QStringLiteral("for"), QStringLiteral("if"),
            QStringLiteral("implements"), QStringLiteral("import"), QStringLiteral("instanceof"), QStringLiteral("int"),
            QStringLiteral("interface"), QStringLiteral("long"), QStringLiteral("new"), QStringLiteral("null"),
            QStringLiteral("private"), QStringLiteral("protected"), QStringLiteral("public"), QStringLiteral("return"),
            QStringLiteral("short"), QStringLiteral("static"), QStringLiteral("super"), QStringLiteral("switch"),
            QStringLiteral("this"), QStringLiteral("throw"), QStringLiteral("throws"), QStringLiteral("true"),
            QStringLiteral("try"), QStringLiteral("var"), QStringLiteral("void"), QStringLiteral("while")};
    return words;
}

// What setup.js defines for a script, and what the lab calls.
const QSet<QString> &labNames()
{
    static const QSet<QString> names = {QStringLiteral("M"), QStringLiteral("mwidth"), QStringLiteral("mheight"),
        QStringLiteral("SOUTH"), QStringLiteral("EAST"), QStringLiteral("NORTH"), QStringLiteral("WEST"),
        QStringLiteral("drawblock"), QStringLiteral("delay"), QStringLiteral("drawMessage"), QStringLiteral("random"),
        QStringLiteral("digout"), QStringLiteral("drawdot"), QStringLiteral("solve"), QStringLiteral("trace")};
    return names;
}

// What the assignment's superclass, mazedfs, gives its subclass.
const QSet<QString> &mazedfsNames()
{
    static const QSet<QString> names = labNames()
        + QSet<QString> {QStringLiteral("mazedfs"), QStringLiteral("mw"), QStringLiteral("mh"),
            QStringLiteral("drawgif"), QStringLiteral("customize"), QStringLiteral("play"),
            QStringLiteral("keyPressed"), QStringLiteral("showvalue"), QStringLiteral("autodelay"),
            QStringLiteral("dtime"), QStringLiteral("bh"), QStringLiteral("bw"), QStringLiteral("g")};
    return names;
}

bool isWordStart(QChar c)
{
    return c.isLetter() || c == u'_' || c == u'$';
}

} // namespace

ScriptHighlighter::ScriptHighlighter(QObject *parent)
    : QSyntaxHighlighter(parent)
{
}

void ScriptHighlighter::setTextDocument(QQuickTextDocument *document)
{
    if (document == m_textDocument)
        return;
    m_textDocument = document;
    setDocument(document ? document->textDocument() : nullptr);
    emit textDocumentChanged();
}

void ScriptHighlighter::setProblemLine(int line)
{
    if (line == m_problemLine)
        return;
    m_problemLine = line;
    rehighlight();
    emit problemLineChanged();
}

void ScriptHighlighter::setDark(bool dark)
{
    if (dark == m_dark)
        return;
    m_dark = dark;
    rehighlight();
    emit darkChanged();
}

void ScriptHighlighter::setJava(bool java)
{
    if (java == m_java)
        return;
    m_java = java;
    // Later, not inside the binding that set it: colouring changes the
    // document, whose text the editor's language is read from.
    QMetaObject::invokeMethod(this, &QSyntaxHighlighter::rehighlight, Qt::QueuedConnection);
    emit javaChanged();
}

QByteArray ScriptHighlighter::kinds(const QString &line, bool &inComment, bool java)
{
    QByteArray kinds(line.size(), char(Plain));
    qsizetype i = 0;
    const auto mark = [&kinds](qsizetype from, qsizetype to, Kind kind) {
        for (qsizetype k = from; k < to && k < kinds.size(); ++k)
            kinds[k] = char(kind);
    };
    while (i < line.size()) {
        if (inComment) {
            const qsizetype end = line.indexOf(QLatin1String("*/"), i);
            const qsizetype stop = end < 0 ? line.size() : end + 2;
            mark(i, stop, Comment);
            inComment = end < 0;
            i = stop;
            continue;
        }
        const QChar c = line[i];
        if (line.mid(i, 2) == QLatin1String("//")) {
            mark(i, line.size(), Comment);
            break;
        }
        if (line.mid(i, 2) == QLatin1String("/*")) {
            inComment = true;
            mark(i, i + 2, Comment);
            i += 2;
            continue;
        }
        if (c == u'"' || c == u'\'' || c == u'`') {
            qsizetype end = i + 1;
            while (end < line.size() && line[end] != c)
                end += line[end] == u'\\' ? 2 : 1;
            mark(i, end + 1, String);
            i = end + 1;
            continue;
        }
        if (c.isDigit()) {
            qsizetype end = i;
            while (end < line.size() && (line[end].isLetterOrNumber() || line[end] == u'.'))
                ++end;
            mark(i, end, Number);
            i = end;
            continue;
        }
        if (isWordStart(c)) {
            qsizetype end = i;
            while (end < line.size() && (isWordStart(line[end]) || line[end].isDigit()))
                ++end;
            const QString word = line.mid(i, end - i);
            if ((java ? javaKeywords() : keywords()).contains(word))
                mark(i, end, Keyword);
            else if ((java ? mazedfsNames() : labNames()).contains(word))
                mark(i, end, LabName);
            i = end;
            continue;
        }
        ++i;
    }
    return kinds;
}

QTextCharFormat ScriptHighlighter::format(Kind kind) const
{
    QTextCharFormat format;
    switch (kind) {
    case Keyword:
        format.setForeground(m_dark ? QColor(0xc6, 0x78, 0xdd) : QColor(0x80, 0x20, 0x90));
        format.setFontWeight(QFont::Bold);
        break;
    case LabName:
        format.setForeground(m_dark ? QColor(0x61, 0xaf, 0xef) : QColor(0x00, 0x55, 0xaa));
        break;
    case Number:
        format.setForeground(m_dark ? QColor(0xd1, 0x9a, 0x66) : QColor(0xa0, 0x50, 0x00));
        break;
    case String:
        format.setForeground(m_dark ? QColor(0x98, 0xc3, 0x79) : QColor(0x20, 0x70, 0x20));
        break;
    case Comment:
        format.setForeground(m_dark ? QColor(0x8a, 0x90, 0x9a) : QColor(0x70, 0x70, 0x70));
        format.setFontItalic(true);
        break;
    case Plain:
        break;
    }
    return format;
}

void ScriptHighlighter::highlightBlock(const QString &text)
{
    bool inComment = previousBlockState() == 1;
    const QByteArray kinds = ScriptHighlighter::kinds(text, inComment, m_java);
    setCurrentBlockState(inComment ? 1 : 0);
    qsizetype start = 0;
    for (qsizetype i = 1; i <= kinds.size(); ++i) {
        if (i == kinds.size() || kinds[i] != kinds[start]) {
            if (kinds[start] != char(Plain))
                setFormat(int(start), int(i - start), format(Kind(kinds[start])));
            start = i;
        }
    }
    if (currentBlock().blockNumber() + 1 == m_problemLine) {
        QTextCharFormat problem;
        problem.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        problem.setUnderlineColor(QColor(0xd0, 0x30, 0x30));
        for (int i = 0; i < text.size(); ++i) {
            QTextCharFormat merged = QSyntaxHighlighter::format(i);
            merged.merge(problem);
            setFormat(i, 1, merged);
        }
    }
}
