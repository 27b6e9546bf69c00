# Puts the Swift toolchain on PATH when it is installed at /opt/swift but not on PATH (a fresh shell,
# `env -i`, CI). Sourced, not run: `. scripts/swift-env.sh`. A PATH exported by `bash scripts/setup.sh`
# would end with that child process and never reach the script that goes on to call `swift`.
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH=/opt/swift/usr/bin:$PATH
fi
