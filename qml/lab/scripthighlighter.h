#pragma once

#include <QPointer>
#include <QQuickTextDocument>
#include <QSyntaxHighlighter>
#include <QtQml/qqmlregistration.h>

// Colours a lab script in the editor's TextArea: JavaScript's or Java's
// keywords, numbers, strings and comments, the lab's own names (M, drawblock,
// SOUTH, ..., and in Java the rest of mazedfs's), and the line a problem is on.
class ScriptHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QQuickTextDocument *textDocument READ textDocument WRITE setTextDocument NOTIFY textDocumentChanged)
    Q_PROPERTY(int problemLine READ problemLine WRITE setProblemLine NOTIFY problemLineChanged)
    Q_PROPERTY(bool dark READ dark WRITE setDark NOTIFY darkChanged)
    Q_PROPERTY(bool java READ java WRITE setJava NOTIFY javaChanged)

public:
    explicit ScriptHighlighter(QObject *parent = nullptr);

    QQuickTextDocument *textDocument() const { return m_textDocument; }
    void setTextDocument(QQuickTextDocument *document);
    // 1-based; 0 for none.
    int problemLine() const { return m_problemLine; }
    void setProblemLine(int line);
    bool dark() const { return m_dark; }
    void setDark(bool dark);
    bool java() const { return m_java; }
    void setJava(bool java);

    // The kind of each character of a line, for tests and for highlightBlock.
    enum Kind : char { Plain = ' ', Keyword = 'k', LabName = 'l', Number = 'n', String = 's', Comment = 'c' };
    Q_ENUM(Kind)
    // `inComment`: the line starts inside a /* comment; on return, whether it ends inside one.
    static QByteArray kinds(const QString &line, bool &inComment, bool java = false);

signals:
    void textDocumentChanged();
    void problemLineChanged();
    void darkChanged();
    void javaChanged();

protected:
    void highlightBlock(const QString &text) override;

private:
    QTextCharFormat format(Kind kind) const;

    QPointer<QQuickTextDocument> m_textDocument;
    int m_problemLine = 0;
    bool m_dark = false;
    bool m_java = false;
};
