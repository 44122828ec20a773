import Foundation

extension TableCellNode {
    /// The labels of the content view's elements in reading order, joined with ", " as UIKit
    /// combines a cell's labels; nil when none has one.
    var defaultAccessibilityLabel: String? {
        let labels = AccessibilityReadingOrder.elements(of: contentView).compactMap { element in
            element.label.flatMap { $0.isEmpty ? nil : $0 }
        }
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }
}
