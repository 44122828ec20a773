// swift-tools-version: 6.1
// The tree's lifetime tests built with a sanitizer (`scripts/sanitized-tests.sh`). Nested so
// the sanitized build compiles only Canopy and what it depends on, not the renderer, the
// header or the other test targets. `LifetimeTests` links to the same files in the main
// package's `CanopyTests/Lifetime`, which the plain `swift test` runs too.

import PackageDescription

let package = Package(
    name: "CanopySanitized",
    dependencies: [.package(name: "Canopy", path: "../..")],
    targets: [
        .testTarget(
            name: "LifetimeTests",
            dependencies: [.product(name: "Canopy", package: "Canopy")],
            path: "LifetimeTests"
        )
    ]
)
