#!/usr/bin/env bash
# Installs the Debian packages MazeStudy needs (only those missing), then
# configures and builds it (Release) in build/. Sourced by run.sh and test.sh.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${MAZESTUDY_BUILD_DIR:-$here/build}

packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-declarative-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools
    qml6-module-qtquick qml6-module-qtquick-window qml6-module-qtquick-controls
    qml6-module-qtquick-layouts qml6-module-qtquick-templates qml6-module-qtqml-workerscript
    qml6-module-qtquick-dialogs qml6-module-qtcore qml6-module-qt-labs-settings
    qml6-module-qt-labs-folderlistmodel
    qml6-module-qtcharts qml6-module-qttest
    qt6-quick3d-dev qt6-shadertools-dev qml6-module-quick3d
    qt6-translations-l10n
    libgl1-mesa-dri fonts-dejavu-core xvfb xauth xdotool imagemagick librsvg2-bin libpng-dev
    clang-format clang-14 libclang-rt-14-dev
    desktop-file-utils appstream dpkg-dev file man-db python3-jsonschema admesh
    libboost-math-dev python3-numpy python3-pandas parallel
    python3-dev python3-pybind11 pybind11-dev python3-pytest python3-matplotlib
    libcgif-dev libstb-dev ffmpeg
    openjdk-17-jdk-headless libasm-java slurm-wlm munge
)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "setup: installing ${missing[*]}"
    sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ ! -f "$build_dir/build.ninja" ]; then
    cmake -S "$here" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
cmake --build "$build_dir" --parallel "$(nproc)"
