// Os comandos que só as Vagas têm (e o formulário delas): da página (`daPagina`), sem caso em
// `ComandoDaTela`; o nome no `frila teclas --json` é o mesmo de sempre.
extension ComandoDaTela {
    public static let novaVaga = ComandoDaTela.daPagina(ComandoProprio("novaVaga"))
    public static let editarVaga = ComandoDaTela.daPagina(ComandoProprio("editarVaga"))
    public static let duplicarVaga = ComandoDaTela.daPagina(ComandoProprio("duplicarVaga"))
    public static let incluirNaEquipe = ComandoDaTela.daPagina(ComandoProprio("incluirNaEquipe"))
    public static let publicar = ComandoDaTela.daPagina(ComandoProprio("publicar"))
}
