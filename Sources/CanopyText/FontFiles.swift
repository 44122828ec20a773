import Foundation

/// The private font list: every face the engine may use, by path, from chosen Debian packages.
///
/// Loading by file and choosing fallbacks from this fixed list (never the system's font
/// configuration) makes glyphs and advances identical on every machine with the same package
/// versions, whatever else is installed.
///
/// The system font is Inter (`fonts-inter`), the open design nearest the iOS system font's
/// metrics. Each of UIKit's weights has a face of its own, nothing is synthesised:
///
/// | Weight     | Inter face            | DejaVu face |
/// |------------|-----------------------|-------------|
/// | ultraLight | Inter-ExtraLight.otf  | regular     |
/// | thin       | Inter-Thin.otf        | regular     |
/// | light      | Inter-Light.otf       | regular     |
/// | regular    | Inter-Regular.otf     | regular     |
/// | medium     | Inter-Medium.otf      | regular     |
/// | semibold   | Inter-SemiBold.otf    | bold        |
/// | bold       | Inter-Bold.otf        | bold        |
/// | heavy      | Inter-ExtraBold.otf   | bold        |
/// | black      | Inter-Black.otf       | bold        |
///
/// Characters the requested face lacks come from `fallbacks`, the first face whose character
/// map covers them: Noto Sans and its script faces (`fonts-noto-core`), Noto Sans CJK
/// (`fonts-noto-cjk`) and Noto Color Emoji (`fonts-noto-color-emoji`).
public enum FontFiles {
    /// Where `fonts-dejavu-core` installs its files.
    public static let directory = "/usr/share/fonts/truetype/dejavu"
    /// Where `fonts-inter` installs its files.
    public static let interDirectory = "/usr/share/fonts/opentype/inter"
    /// Where `fonts-noto-core` and `fonts-noto-color-emoji` install their files.
    public static let notoDirectory = "/usr/share/fonts/truetype/noto"
    /// Where `fonts-noto-cjk` installs its collections.
    public static let notoCJKDirectory = "/usr/share/fonts/opentype/noto"

    /// The face used when a request's own file cannot be loaded: DejaVu Sans, the package
    /// every Canopy machine has had longest.
    public static let fallbackFile = FontFile(path: "\(directory)/DejaVuSans.ttf", package: "fonts-dejavu-core")

    /// The colour emoji face; emoji-presentation characters prefer it over any text face.
    public static let emojiFile = FontFile(path: "\(notoDirectory)/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji")

    /// Family names (lowercased) the system font answers to besides `"system"`.
    static let systemFamilies: Set<String> = [
        "system", "inter", ".sfui", "sf pro", "sf pro text", "sf pro display", "sans-serif", "helvetica", "helvetica neue",
    ]

    /// The face a request resolves to: Inter by weight for the system family and unknown
    /// ones, DejaVu by name (regular or bold) for families naming DejaVu, "mono" or "serif".
    public static func file(for font: Font) -> FontFile {
        let family = font.family.lowercased()
        let bold = font.weight.isBold
        func dejaVu(_ name: String) -> FontFile { FontFile(path: "\(directory)/\(name)", package: "fonts-dejavu-core") }
        if family.contains("mono") { return dejaVu(bold ? "DejaVuSansMono-Bold.ttf" : "DejaVuSansMono.ttf") }
        if family.contains("serif") && !family.contains("sans") { return dejaVu(bold ? "DejaVuSerif-Bold.ttf" : "DejaVuSerif.ttf") }
        if family.contains("dejavu") { return dejaVu(bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf") }
        return FontFile(path: "\(interDirectory)/Inter-\(interStyle(font.weight)).otf", package: "fonts-inter")
    }

    /// Whether the engine knows `family` (otherwise it draws with the system font and says so).
    public static func isKnownFamily(_ family: String) -> Bool {
        let name = family.lowercased()
        return systemFamilies.contains(name) || name.contains("dejavu") || name.contains("mono") || name.contains("serif")
    }

    /// Inter's style name for a weight (the table above).
    static func interStyle(_ weight: Font.Weight) -> String {
        switch weight {
        case .ultraLight: "ExtraLight"
        case .thin: "Thin"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "SemiBold"
        case .bold: "Bold"
        case .heavy: "ExtraBold"
        case .black: "Black"
        }
    }

    /// Noto Sans CJK's faces inside its collection, in the collection's order.
    enum CJKFace: Int {
        case japanese = 0, korean = 1, simplifiedChinese = 2
    }

    /// The fallback faces in the order they are tried, for regular or bold text (scripts
    /// without a bold Noto face use the regular one).
    public static func fallbacks(bold: Bool) -> [FontFile] {
        bold ? boldFallbacks : regularFallbacks
    }

    /// Noto Sans CJK for `face`, regular or bold.
    static func cjk(_ face: CJKFace, bold: Bool) -> FontFile {
        FontFile(path: "\(notoCJKDirectory)/NotoSansCJK-\(bold ? "Bold" : "Regular").ttc", faceIndex: face.rawValue, package: "fonts-noto-cjk")
    }

    private static let scriptFaces = [
        "", "Arabic", "Hebrew", "Devanagari", "Thai", "Bengali", "Tamil", "Armenian", "Georgian", "Ethiopic", "Symbols",
    ]

    private static func noto(bold: Bool) -> [FontFile] {
        scriptFaces.map { FontFile(path: "\(notoDirectory)/NotoSans\($0)-\(bold ? "Bold" : "Regular").ttf", package: "fonts-noto-core") }
            + ["NotoSansSymbols2-Regular.ttf", "NotoSansMath-Regular.ttf"].map {
                FontFile(path: "\(notoDirectory)/\($0)", package: "fonts-noto-core")
            }
            + [cjk(.simplifiedChinese, bold: bold), emojiFile, FontFile(path: "\(directory)/DejaVuSans.ttf", package: "fonts-dejavu-core")]
    }

    private static let regularFallbacks = noto(bold: false)
    private static let boldFallbacks = noto(bold: true)

    /// Every file the engine may load, for the golden environment's record.
    public static var allFiles: [FontFile] {
        var files: [FontFile] = []
        for weight in Font.Weight.allCases { files.append(file(for: .system(size: 1, weight: weight))) }
        for name in ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"] {
            files.append(file(for: Font(family: name, size: 1)))
            files.append(file(for: Font(family: name, size: 1, weight: .bold)))
        }
        files +=
            regularFallbacks + boldFallbacks + [
                cjk(.japanese, bold: false), cjk(.korean, bold: false), cjk(.japanese, bold: true), cjk(.korean, bold: true),
            ]
        var seen = Set<FontFile>()
        return files.filter { seen.insert($0).inserted }
    }
}
