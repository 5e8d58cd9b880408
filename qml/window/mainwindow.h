#pragma once

class Comparison;
class LanguageSwitcher;
class QQmlApplicationEngine;
class QQuickWindow;

// Loads the window (Main.qml) into `engine` with the objects it requires: the
// comparison it shows and the language switcher, which retranslates `engine`.
// Null when it does not load; the engine's warnings say why.
QQuickWindow *loadMainWindow(QQmlApplicationEngine &engine, Comparison *comparison, LanguageSwitcher *languages);
