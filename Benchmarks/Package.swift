// swift-tools-version: 6.1
// Release-built benchmark runner, nested so `swift test` at the top never builds it.
//
// `BenchmarkExamples` is the top-level `Examples` folder seen through a symlink: the parent
// package has no library product for its example screens, and SwiftPM refuses target paths
// outside a package, so the benchmarks compile the same sources as their own module.

import PackageDescription

let package = Package(
    name: "CanopyBenchmarks",
    dependencies: [.package(name: "Canopy", path: "..")],
    targets: [
        .target(
            name: "BenchmarkExamples",
            dependencies: [
                .product(name: "Canopy", package: "Canopy"),
                .product(name: "FlexibleHeader", package: "Canopy"),
                .product(name: "CanopyCairo", package: "Canopy"),
            ]
        ),
        .executableTarget(
            name: "CanopyBenchmarks",
            dependencies: [
                "BenchmarkExamples",
                .product(name: "Canopy", package: "Canopy"),
                .product(name: "FlexibleHeader", package: "Canopy"),
                .product(name: "CanopyCairo", package: "Canopy"),
                .product(name: "CanopySnapshotTesting", package: "Canopy"),
            ],
            swiftSettings: [.unsafeFlags(["-Ounchecked", "-wmo"], .when(configuration: .release))]
        ),
    ]
)
