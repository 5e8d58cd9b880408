#include "scenegraphbackend.h"

#include <QGuiApplication>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QQuickWindow>
#include <QSGRendererInterface>

QString SceneGraphBackend::openGLRenderer()
{
    QOffscreenSurface surface;
    surface.create();
    QOpenGLContext context;
    if (!context.create() || !context.makeCurrent(&surface))
        return {};
    const auto *renderer = reinterpret_cast<const char *>(context.functions()->glGetString(GL_RENDERER));
    const QString name = renderer ? QString::fromLatin1(renderer) : QString();
    context.doneCurrent();
    return name;
}

QString SceneGraphBackend::choose(const QString &choice, bool wants3D)
{
    if (!qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND") || !qEnvironmentVariableIsEmpty("QSG_RHI_BACKEND"))
        return QStringLiteral("as the environment sets it");
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        return QStringLiteral("offscreen");
    if (choice == QLatin1String("software")) {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        return QStringLiteral("software");
    }
    if (choice == QLatin1String("opengl")) {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::OpenGL);
        return QStringLiteral("OpenGL");
    }
    const QString renderer = openGLRenderer();
    const bool rasterizer = renderer.isEmpty() || renderer.contains(QLatin1String("llvmpipe"))
        || renderer.contains(QLatin1String("softpipe")) || renderer.contains(QLatin1String("Software Rasterizer"))
        || renderer.contains(QLatin1String("SWR"));
    if (rasterizer && !wants3D) {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        return renderer.isEmpty() ? QStringLiteral("software (no OpenGL)")
                                  : QStringLiteral("software (OpenGL is %1)").arg(renderer);
    }
    return QStringLiteral("OpenGL (%1)").arg(renderer);
}
