internal import CCairo
import Canopy
import Foundation

/// What a render depends on besides the tree: renderer, cairo, font files and
/// package, scale and device; stored in golden PNGs so a mismatch can name what changed.
public enum RenderEnvironment {
    /// Version of Canopy's paint algorithm; bump when the same tree would paint differently.
    public static let rendererVersion = "CanopyCairo 2"

    /// The cairo library version in use, e.g. `"1.16.0"`.
    public static var cairoVersion: String {
        guard let text = cairo_version_string() else { return "unknown" }
        return String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self)
    }

    /// The Debian package version of `fonts-dejavu-core`, or `"unknown"`.
    public static var fontPackageVersion: String { packageVersions["fonts-dejavu-core"] ?? "unknown" }

    /// Installed versions of the font packages the engine's font list names, read once from
    /// dpkg's status file; a package that is not installed is absent.
    public static let packageVersions: [String: String] = {
        let wanted = Set(FontFiles.allFiles.map(\.package))
        guard let status = try? String(contentsOfFile: "/var/lib/dpkg/status", encoding: .utf8) else { return [:] }
        var versions: [String: String] = [:]
        for paragraph in status.components(separatedBy: "\n\n") {
            let lines = paragraph.split(separator: "\n")
            guard let name = lines.first(where: { $0.hasPrefix("Package: ") })?.dropFirst("Package: ".count), wanted.contains(String(name)) else {
                continue
            }
            if let version = lines.first(where: { $0.hasPrefix("Version: ") }) {
                versions[String(name)] = String(version.dropFirst("Version: ".count))
            }
        }
        return versions
    }()

    /// Every font file the engine may use, with its package and version: `path (package version)`.
    public static var fontFiles: String {
        FontFiles.allFiles.map { file in
            let index = file.faceIndex > 0 ? "#\(file.faceIndex)" : ""
            return "\(file.path)\(index) (\(file.package) \(packageVersions[file.package] ?? "not installed"))"
        }.joined(separator: ", ")
    }

    private static func number(_ v: CGFloat) -> String {
        v.rounded() == v && abs(v) < 1e9 ? String(Int(v)) : String(Double(v))
    }

    /// Text-chunk metadata for a golden: keys `Canopy-*` (plus PNG's standard `Software`).
    public static func metadata(scale: CGFloat, device: DeviceProfile?) -> [String: String] {
        var fonts = fontFiles
        let missing = TextEngine.shared.missingFontFiles
        if !missing.isEmpty { fonts += "; missing: \(missing.sorted().joined(separator: ", "))" }
        return [
            "Software": "Canopy",
            "Canopy-Renderer": rendererVersion,
            "Canopy-Cairo": cairoVersion,
            "Canopy-Fonts": fonts,
            "Canopy-Font-Options": "antialias gray, hint style none, hint metrics off",
            "Canopy-Scale": number(scale),
            "Canopy-Device": device.map { "\($0.name) \(number($0.size.width))x\(number($0.size.height)) pt @\(number($0.scale))x" } ?? "none",
        ]
    }
}
