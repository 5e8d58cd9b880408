#pragma once

#include <QList>
#include <QString>

#include <optional>
#include <string>

// A lab script's language: Java when it declares a class that extends
// mazedfs (the assignment's studentcode.java), or any class and no
// `function digout`; else JavaScript.
enum class LabLanguage { JavaScript, Java };

struct LabSourceFile {
    QString name; // Java: the file's name, its public class's ("studentcode.java")
    QString text;
};

struct LabScript {
    LabLanguage language = LabLanguage::JavaScript;
    LabSourceFile main;
    // Java: the other .java files of the main file's folder, compiled with it.
    QList<LabSourceFile> companions;
};

// The lab's scripts, by digest: a spec names its script by the SHA-256 of its
// text (the `script` option), so that a .maze file, a study's JSON and the
// stepping history all say which script made a maze without carrying it.
// Shared by every thread of the process; a script once added stays.
namespace LabScripts {

// The largest script the lab takes (a digout is a page or two), and the
// most Java files compiled beside it, and their bytes with it, in all (as
// the Java runner takes them).
constexpr qsizetype MaxBytes = 1 << 20;
constexpr qsizetype MaxCompanions = 63;
constexpr qsizetype MaxCompanionBytes = 4 << 20;

// Adds the script and returns its digest: 64 hex digits, the SHA-256 of its
// UTF-8 text.
std::string add(const QString &source);
// Adds the script in a .js or .java file and returns its digest: the SHA-256
// of the file's bytes as they are (a byte-order mark or invalid UTF-8
// included), so that `sha256sum FILE` names the same script; a .java file's
// folder's other .java files come with it. Throws as readFile() does.
std::string addFile(const QString &path);
std::optional<LabScript> script(const std::string &digest);
// The main file's text.
std::optional<QString> source(const std::string &digest);
bool isDigest(const std::string &text);

LabLanguage languageOf(const QString &source);
// The file a Java source must be compiled as: its public class's name.java,
// else studentcode.java, the assignment's.
QString javaFileName(const QString &source);

// The script in a .js or .java file, read as UTF-8; throws
// std::invalid_argument with a message naming the file when it cannot be
// read or is too big.
QString readFile(const QString &path);

} // namespace LabScripts
