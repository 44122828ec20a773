import Foundation

/// Where the engine finds its font files: the DejaVu faces of Debian's `fonts-dejavu-core`,
/// loaded by path.
///
/// Loading by file (not through fontconfig's matching) makes glyphs and advances identical on
/// every machine with the same package version.
public enum FontFiles {
    /// Where `fonts-dejavu-core` installs its files.
    public static let directory = "/usr/share/fonts/truetype/dejavu"

    /// The file used when a request's own file cannot be loaded.
    public static let fallbackFileName = "DejaVuSans.ttf"

    /// The font file a request resolves to: family "system" (or any sans) is DejaVu Sans,
    /// a family naming "mono" is DejaVu Sans Mono, "serif" DejaVu Serif; medium and bold use
    /// the bold face (the package has no medium).
    public static func fileName(for font: Font) -> String {
        let family = font.family.lowercased()
        let bold = font.weight != .regular
        if family.contains("mono") { return bold ? "DejaVuSansMono-Bold.ttf" : "DejaVuSansMono.ttf" }
        if family.contains("serif") && !family.contains("sans") { return bold ? "DejaVuSerif-Bold.ttf" : "DejaVuSerif.ttf" }
        return bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
    }

    /// The full path of a file name in `directory`.
    static func path(of fileName: String) -> String { "\(directory)/\(fileName)" }
}
