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
        .library(name: "CanopyUIKit", targets: ["CanopyUIKit"]),
        .library(name: "Examples", targets: ["Examples"]),
        .library(name: "CanopyTool", targets: ["CanopyTool"]),
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
            // Everything a dependent needs to build and run: the headers and libraries that
            // CCairo and CCanopySupport include and link, pkg-config to find them, and the
            // fonts text is drawn with (loaded by path).
            providers: [
                .apt([
                    "libcairo2-dev", "libdeflate-dev", "libfreetype-dev",
                    "libfontconfig-dev", "libjpeg62-turbo-dev", "pkg-config", "fonts-dejavu-core",
                ])
            ]
        ),
        .target(
            name: "CCanopySupport",
            // No unsafe flags (SwiftPM refuses them in a versioned dependency): the per-pixel
            // loops are written to stay fast unoptimised, in the debug builds `swift test` uses.
            linkerSettings: [.linkedLibrary("deflate"), .linkedLibrary("jpeg")]
        ),
        .target(name: "CanopyCairo", dependencies: ["Canopy", "CCairo", "CCanopySupport"]),
        .target(name: "CanopySnapshotTesting", dependencies: ["CanopyCairo"]),
        // UIKit's spellings over Canopy's types, for screen files written for iOS.
        .target(name: "CanopyUIKit", dependencies: ["Canopy", "FlexibleHeader"]),
        .target(
            name: "Examples",
            dependencies: ["Canopy", "FlexibleHeader", "CanopyCairo"],
            path: "Examples"
        ),
        // The commands as a library, so a package's own executable runs them over its screens.
        .target(
            name: "CanopyTool",
            dependencies: [
                "Canopy", "FlexibleHeader", "CanopyCairo", "CanopySnapshotTesting", "Examples",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "canopy", dependencies: ["CanopyTool"]),
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
        .testTarget(name: "CanopyUIKitTests", dependencies: ["CanopyUIKit", "CanopySnapshotTesting"]),
        .testTarget(
            name: "CanopySnapshotTestingTests",
            dependencies: ["CanopySnapshotTesting", "CanopyCairo", "Canopy", "FlexibleHeader", "Examples"]
        ),
    ]
)
