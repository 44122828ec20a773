import Foundation

/// Differences between the environment a golden was recorded in and the current one.
enum SnapshotEnvironmentDiff {
    /// `"key: golden → current"` for every `Canopy-*` key whose value differs, sorted by key.
    static func differences(golden: [String: String], current: [String: String]) -> [String] {
        let keys = Set(golden.keys).union(current.keys).filter { $0.hasPrefix("Canopy-") && $0 != "Canopy-Pixel-Digest" }
        return keys.sorted().compactMap { key in
            let old = golden[key], new = current[key]
            guard old != new else { return nil }
            return "\(key.dropFirst("Canopy-".count)): \(old ?? "(none)") → \(new ?? "(none)")"
        }
    }
}
