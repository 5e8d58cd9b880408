#pragma once

#include <QString>

// Picks the Qt Quick scene graph backend before the window exists. With a
// GPU, the default (OpenGL through QRhi) draws the window. When OpenGL is
// itself a software rasterizer (Mesa llvmpipe, as under Xvfb), every frame
// redraws the whole window on the CPU, some 30 ms at 1280 x 800 on two cores;
// Qt Quick's own software backend repaints only what changed and keeps the
// frames short. The 3D view needs OpenGL, though: when a pane opens in 3D
// (`wants3D`), OpenGL is chosen even when it is a rasterizer. QT_QUICK_BACKEND
// or QSG_RHI_BACKEND in the environment, or `--renderer`, decide instead.
class SceneGraphBackend {
public:
    // `choice` is "auto", "opengl" or "software". Returns what is in use, for messages.
    static QString choose(const QString &choice, bool wants3D);

private:
    static QString openGLRenderer();
};
