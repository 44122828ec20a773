// swift-tools-version: 6.1
// Strategies for pointfreeco's swift-snapshot-testing that render Canopy trees with Canopy's
// renderer and compare with Canopy's image comparison. Nested so the snapshot library and the
// packages it resolves stay out of the main package's graph.

import PackageDescription

let package = Package(
    name: "SnapshotTestingCanopy",
    products: [
        .library(name: "SnapshotTestingCanopy", targets: ["SnapshotTestingCanopy"])
    ],
    dependencies: [
        .package(name: "Canopy", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(
            name: "SnapshotTestingCanopy",
            dependencies: [
                .product(name: "Canopy", package: "Canopy"),
                .product(name: "CanopyCairo", package: "Canopy"),
                .product(name: "CanopySnapshotTesting", package: "Canopy"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "SnapshotTestingCanopyTests",
            dependencies: [
                "SnapshotTestingCanopy",
                .product(name: "Canopy", package: "Canopy"),
                .product(name: "CanopyCairo", package: "Canopy"),
                .product(name: "CanopySnapshotTesting", package: "Canopy"),
                .product(name: "Examples", package: "Canopy"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
    ]
)
