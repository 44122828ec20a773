// swift-tools-version: 6.1
// Canopy: a headless, UIKit-shaped view tree, the Flexible Header on top of it, a Cairo
// renderer writing PNG, and snapshot assertions comparing PNG goldens.

import PackageDescription

let package = Package(
    name: "Canopy",
    products: [
        .library(name: "CanopyText", targets: ["CanopyText"]),
        .library(name: "Canopy", targets: ["Canopy"]),
        .library(name: "FlexibleHeader", targets: ["FlexibleHeader"]),
        .library(name: "CanopyCairo", targets: ["CanopyCairo"]),
        .library(name: "CanopySnapshotTesting", targets: ["CanopySnapshotTesting"]),
        .library(name: "Examples", targets: ["Examples"]),
        .executable(name: "canopy", targets: ["canopy"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev", "fonts-dejavu-core", "fonts-inter", "fonts-noto-core", "fonts-noto-cjk", "fonts-noto-color-emoji"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"])]
        ),
        // The text engine: fonts, shaping, bidirectional order, line breaking, below the view tree.
        .target(name: "CanopyText", dependencies: ["CFreeType", "CHarfBuzz", "CICU"]),
        .target(
            name: "Canopy",
            dependencies: ["CanopyText", .product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "FlexibleHeader", dependencies: ["Canopy"]),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libpng-dev"])]
        ),
        .target(
            name: "CCanopySupport",
            // Per-pixel loops must stay fast in the debug builds `swift test` uses.
            cSettings: [.unsafeFlags(["-O2"])],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("deflate")]
        ),
        .target(name: "CanopyCairo", dependencies: ["Canopy", "CCairo", "CCanopySupport"]),
        .target(name: "CanopySnapshotTesting", dependencies: ["CanopyCairo"]),
        .target(
            name: "Examples",
            dependencies: ["Canopy", "FlexibleHeader", "CanopyCairo"],
            path: "Examples"
        ),
        .executableTarget(
            name: "canopy",
            dependencies: [
                "Canopy", "FlexibleHeader", "CanopyCairo", "CanopySnapshotTesting", "Examples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The seeded fuzz driver and its watchdog, shared by the tree's and the header's tests.
        .target(name: "CanopyFuzzSupport", dependencies: ["Canopy"], path: "Tests/FuzzSupport"),
        .testTarget(name: "CanopyTextTests", dependencies: ["CanopyText"]),
        .testTarget(
            name: "CanopyTests",
            dependencies: [
                "Canopy", "CanopyFuzzSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "FlexibleHeaderTests",
            dependencies: [
                "FlexibleHeader", "Canopy", "CanopyFuzzSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "CanopyCairoTests", dependencies: ["CanopyCairo", "Canopy", "CCairo", "CCanopySupport"]),
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["Examples", "Canopy", "FlexibleHeader", "CanopyCairo"]
        ),
        .testTarget(
            name: "CanopyCLITests",
            dependencies: ["CanopyCairo", "Canopy"]
        ),
        .testTarget(
            name: "CanopySnapshotTestingTests",
            dependencies: ["CanopySnapshotTesting", "CanopyCairo", "Canopy", "FlexibleHeader", "Examples"]
        ),
    ]
)
