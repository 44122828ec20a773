// swift-tools-version: 6.1
// Release-built benchmark runner, nested so `swift test` at the top never builds it.

import PackageDescription

let package = Package(
    name: "CanopyBenchmarks",
    dependencies: [.package(name: "Canopy", path: "..")],
    targets: [
        .executableTarget(
            name: "CanopyBenchmarks",
            dependencies: [
                .product(name: "Examples", package: "Canopy"),
                .product(name: "Canopy", package: "Canopy"),
                .product(name: "FlexibleHeader", package: "Canopy"),
                .product(name: "CanopyCairo", package: "Canopy"),
                .product(name: "CanopySnapshotTesting", package: "Canopy"),
            ],
            swiftSettings: [.unsafeFlags(["-Ounchecked", "-wmo"], .when(configuration: .release))]
        ),
    ]
)
